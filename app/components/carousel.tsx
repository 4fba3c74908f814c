import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "../lib/i18n.tsx";
import { Icon } from "./icon.tsx";
import { LocaleLink } from "./locale-link.tsx";

/** Spec section 9: interval 5000 ms, swipe threshold 40 px. */
export const CAROUSEL = { intervalMs: 5000, swipeThresholdPx: 40 };

export type Slide = { title: string; text: string; href: string };

/**
 * Before JavaScript: a row of slides that scrolls sideways. After: one slide at a time that
 * advances every 5 s, pauses on hover and focus, never moves by itself when reduced motion is
 * asked for, follows swipes longer than 40 px, and runs the other way in right-to-left languages.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t, locale } = useI18n();
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [paused, setPaused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setUserPaused(true);
  }, []);

  useEffect(() => {
    if (!enhanced || paused || userPaused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL.intervalMs);
    return () => window.clearInterval(timer);
  }, [enhanced, paused, userPaused, count]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < CAROUSEL.swipeThresholdPx) return;
    // Swiping towards the reading direction's start shows the next slide.
    const towardsStart = locale.dir === "rtl" ? dx > 0 : dx < 0;
    go(index + (towardsStart ? 1 : -1));
  };

  return (
    <section
      className={`carousel${enhanced ? " is-enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <ul
          className="carousel-track"
          style={enhanced ? { transform: `translateX(calc(${index} * var(--slide-step)))` } : undefined}
          aria-live={userPaused || paused ? "polite" : "off"}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.href}
              className="carousel-slide"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { index: i + 1, total: count })}
              aria-hidden={enhanced && i !== index ? true : undefined}
              inert={enhanced && i !== index ? true : undefined}
            >
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
              <LocaleLink to={slide.href} className="button button-inverse">
                {t("home.more")}
                {/* Every slide's link says the same; the hidden title tells them apart for screen
                    readers and search engines (Lighthouse "link-text"). */}
                <span className="visually-hidden">: {slide.title}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
      {enhanced && count > 1 ? (
        <div className="carousel-controls">
          <button type="button" onClick={() => go(index - 1)} aria-label={t("carousel.previous")}>
            <Icon name="chevron-back" size={20} />
          </button>
          <button type="button" onClick={() => setUserPaused((p) => !p)} aria-pressed={userPaused}>
            {userPaused ? t("carousel.play") : t("carousel.pause")}
          </button>
          <ol className="carousel-dots">
            {slides.map((slide, i) => (
              <li key={slide.href}>
                <button
                  type="button"
                  aria-label={t("carousel.slide", { index: i + 1, total: count })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => go(index + 1)} aria-label={t("carousel.next")}>
            <Icon name="chevron-forward" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
