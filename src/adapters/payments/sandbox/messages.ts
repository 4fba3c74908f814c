/**
 * The hosted page's words in English, Arabic and Kurdish (Sorani). The page belongs to the
 * gateway, not to the site, so its messages live here rather than in the site's catalogue.
 */
import type { LocaleCode } from "../../../i18n/locales.ts";
import type { FormProblem } from "./payment-form.ts";
import type { Outcome } from "./test-instruments.ts";

export type PageStatus = "notFound" | "paid" | "pending" | "declined" | "cancelled" | "refunded" | "expired";

export type Messages = {
  title: string;
  testMode: string;
  intro: string;
  language: string;
  summary: string;
  description: string;
  amount: string;
  cardHeading: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  walletHeading: string;
  walletNumber: string;
  walletPin: string;
  pay: (amount: string) => string;
  cancel: string;
  instruments: string;
  instrumentsNote: string;
  kind: string;
  number: string;
  outcome: string;
  card: string;
  wallet: string;
  outcomes: Record<Outcome, string>;
  problems: Record<FormProblem, string>;
  status: Record<PageStatus, string>;
  returnLink: string;
  crossSite: string;
  /** The page where a card or wallet is saved for later payments (no amount is taken). */
  save: { heading: string; intro: string; card: string; wallet: string; status: Record<"saved" | "used", string> };
};

const en: Messages = {
  title: "Sandbox payment gateway (test mode)",
  testMode: "Test mode",
  intro: "This is a test gateway: no real money is taken. Pay with one of the test cards or wallets listed below.",
  language: "Language",
  summary: "Payment",
  description: "For",
  amount: "Amount",
  cardHeading: "Pay by card",
  cardNumber: "Card number",
  cardExpiry: "Expiry date (MM/YY)",
  cardCvv: "Security code (CVV)",
  walletHeading: "Pay with a wallet",
  walletNumber: "Wallet number",
  walletPin: "PIN",
  pay: (amount) => `Pay ${amount}`,
  cancel: "Cancel and return",
  instruments: "Test cards and wallets",
  instrumentsNote: "Cards take any future expiry date and any 3-digit CVV; wallets take any 4-digit PIN.",
  kind: "Type",
  number: "Number",
  outcome: "What happens",
  card: "Card",
  wallet: "Wallet",
  outcomes: {
    success: "Paid; the shop is told at once.",
    declined: "Declined; no money is taken.",
    later: "Pending, then paid about 10 seconds later.",
    never: "Paid, but the gateway never tells the shop: only a status check finds it.",
    failsLater: "Saving it works; every payment with it is then declined.",
  },
  problems: {
    unknownCard: "This is not one of the test cards listed below.",
    unknownWallet: "This is not one of the test wallets listed below.",
    cardExpiryFormat: "Enter the expiry date as MM/YY.",
    cardExpired: "This card has expired: enter a date in the future.",
    cardCvvFormat: "Enter the 3-digit security code.",
    walletPinFormat: "Enter a 4-digit PIN.",
  },
  status: {
    notFound: "This payment link is not valid.",
    paid: "This payment has already been made.",
    pending: "This payment is being processed.",
    declined: "This payment was declined.",
    cancelled: "This payment was cancelled.",
    refunded: "This payment was refunded.",
    expired: "This payment link has expired.",
  },
  returnLink: "Return to the shop",
  crossSite: "This form must be sent from the payment page itself.",
  save: {
    heading: "Save a card or wallet for automatic payments",
    intro: "No money is taken now. The shop receives only a token, the type and the last 4 digits, never the number.",
    card: "Save this card",
    wallet: "Save this wallet",
    status: { saved: "This card or wallet has been saved.", used: "This link has already been used." },
  },
};

const ar: Messages = {
  title: "بوابة الدفع التجريبية (وضع الاختبار)",
  testMode: "وضع الاختبار",
  intro: "هذه بوابة تجريبية: لا تُقتطع أي أموال حقيقية. ادفع بإحدى بطاقات أو محافظ الاختبار المذكورة أدناه.",
  language: "اللغة",
  summary: "الدفعة",
  description: "مقابل",
  amount: "المبلغ",
  cardHeading: "الدفع بالبطاقة",
  cardNumber: "رقم البطاقة",
  cardExpiry: "تاريخ الانتهاء (شهر/سنة)",
  cardCvv: "رمز الأمان (CVV)",
  walletHeading: "الدفع بالمحفظة",
  walletNumber: "رقم المحفظة",
  walletPin: "الرمز السري (PIN)",
  pay: (amount) => `ادفع ${amount}`,
  cancel: "إلغاء والعودة",
  instruments: "بطاقات ومحافظ الاختبار",
  instrumentsNote: "تقبل البطاقات أي تاريخ انتهاء مستقبلي وأي رمز CVV من ٣ أرقام، وتقبل المحافظ أي رمز سري من ٤ أرقام.",
  kind: "النوع",
  number: "الرقم",
  outcome: "النتيجة",
  card: "بطاقة",
  wallet: "محفظة",
  outcomes: {
    success: "ينجح الدفع ويُبلَّغ المتجر فورًا.",
    declined: "يُرفض الدفع ولا يُقتطع أي مبلغ.",
    later: "يبقى معلّقًا ثم ينجح بعد نحو ١٠ ثوانٍ.",
    never: "ينجح الدفع لكن البوابة لا تُبلغ المتجر أبدًا: لا يظهر إلا بالاستعلام عن الحالة.",
    failsLater: "يُحفظ بنجاح، ثم يُرفض كل دفع به.",
  },
  problems: {
    unknownCard: "هذه ليست إحدى بطاقات الاختبار المذكورة أدناه.",
    unknownWallet: "هذه ليست إحدى محافظ الاختبار المذكورة أدناه.",
    cardExpiryFormat: "أدخل تاريخ الانتهاء بصيغة شهر/سنة (MM/YY).",
    cardExpired: "انتهت صلاحية هذه البطاقة: أدخل تاريخًا في المستقبل.",
    cardCvvFormat: "أدخل رمز الأمان المكوّن من ٣ أرقام.",
    walletPinFormat: "أدخل رمزًا سريًا من ٤ أرقام.",
  },
  status: {
    notFound: "رابط الدفع هذا غير صالح.",
    paid: "تم دفع هذه الدفعة من قبل.",
    pending: "هذه الدفعة قيد المعالجة.",
    declined: "رُفضت هذه الدفعة.",
    cancelled: "أُلغيت هذه الدفعة.",
    refunded: "أُعيد مبلغ هذه الدفعة.",
    expired: "انتهت صلاحية رابط الدفع هذا.",
  },
  returnLink: "العودة إلى المتجر",
  crossSite: "يجب إرسال هذا النموذج من صفحة الدفع نفسها.",
  save: {
    heading: "حفظ بطاقة أو محفظة للدفع التلقائي",
    intro: "لن يُقتطع أي مبلغ الآن. لا يتسلّم المتجر إلا رمزًا مميزًا ونوع البطاقة وآخر ٤ أرقام، وليس الرقم أبدًا.",
    card: "احفظ هذه البطاقة",
    wallet: "احفظ هذه المحفظة",
    status: { saved: "تم حفظ البطاقة أو المحفظة.", used: "استُخدم هذا الرابط من قبل." },
  },
};

const ku: Messages = {
  title: "دەروازەی پارەدانی تاقیکاری (دۆخی تاقیکردنەوە)",
  testMode: "دۆخی تاقیکردنەوە",
  intro:
    "ئەمە دەروازەیەکی تاقیکارییە: هیچ پارەیەکی ڕاستەقینە نابردرێت. بە یەکێک لەو کارت یان جزدانانەی تاقیکردنەوە پارە بدە کە لە خوارەوە ڕیزکراون.",
  language: "زمان",
  summary: "پارەدان",
  description: "بۆ",
  amount: "بڕی پارە",
  cardHeading: "پارەدان بە کارت",
  cardNumber: "ژمارەی کارت",
  cardExpiry: "بەرواری بەسەرچوون (مانگ/ساڵ)",
  cardCvv: "کۆدی ئاسایش (CVV)",
  walletHeading: "پارەدان بە جزدان",
  walletNumber: "ژمارەی جزدان",
  walletPin: "ژمارەی نهێنی (PIN)",
  pay: (amount) => `${amount} بدە`,
  cancel: "هەڵوەشاندنەوە و گەڕانەوە",
  instruments: "کارت و جزدانەکانی تاقیکردنەوە",
  instrumentsNote:
    "کارتەکان هەر بەروارێکی بەسەرچوونی داهاتوو و هەر CVVیەکی ٣ ژمارەیی وەردەگرن؛ جزدانەکان هەر PINێکی ٤ ژمارەیی وەردەگرن.",
  kind: "جۆر",
  number: "ژمارە",
  outcome: "چی ڕوودەدات",
  card: "کارت",
  wallet: "جزدان",
  outcomes: {
    success: "پارەدان سەردەکەوێت و دەستبەجێ فرۆشگا ئاگادار دەکرێتەوە.",
    declined: "پارەدان ڕەتدەکرێتەوە و هیچ پارەیەک نابردرێت.",
    later: "سەرەتا هەڵپەسێردراوە، پاشان نزیکەی ١٠ چرکە دواتر سەردەکەوێت.",
    never: "پارەدان سەردەکەوێت، بەڵام دەروازەکە هەرگیز فرۆشگا ئاگادار ناکاتەوە: تەنها پرسینی دۆخ دەیدۆزێتەوە.",
    failsLater: "پاشەکەوتکردنی سەردەکەوێت؛ پاشان هەموو پارەدانێک پێی ڕەتدەکرێتەوە.",
  },
  problems: {
    unknownCard: "ئەمە یەکێک نییە لە کارتەکانی تاقیکردنەوەی خوارەوە.",
    unknownWallet: "ئەمە یەکێک نییە لە جزدانەکانی تاقیکردنەوەی خوارەوە.",
    cardExpiryFormat: "بەرواری بەسەرچوون بەم شێوەیە بنووسە: مانگ/ساڵ (MM/YY).",
    cardExpired: "ماوەی ئەم کارتە بەسەرچووە: بەروارێکی داهاتوو بنووسە.",
    cardCvvFormat: "کۆدی ئاسایشی ٣ ژمارەیی بنووسە.",
    walletPinFormat: "ژمارەیەکی نهێنیی ٤ ژمارەیی بنووسە.",
  },
  status: {
    notFound: "ئەم بەستەری پارەدانە دروست نییە.",
    paid: "ئەم پارەدانە پێشتر کراوە.",
    pending: "ئەم پارەدانە لە کاردایە.",
    declined: "ئەم پارەدانە ڕەتکرایەوە.",
    cancelled: "ئەم پارەدانە هەڵوەشێنرایەوە.",
    refunded: "پارەی ئەم پارەدانە گەڕێنرایەوە.",
    expired: "ماوەی ئەم بەستەری پارەدانە بەسەرچووە.",
  },
  returnLink: "گەڕانەوە بۆ فرۆشگا",
  crossSite: "ئەم فۆرمە دەبێت لە خودی پەڕەی پارەدانەکەوە بنێردرێت.",
  save: {
    heading: "پاشەکەوتکردنی کارت یان جزدان بۆ پارەدانی خۆکار",
    intro: "ئێستا هیچ پارەیەک نابردرێت. فرۆشگا تەنها تۆکنێک و جۆرەکە و ٤ ژمارەی کۆتایی وەردەگرێت، هەرگیز ژمارەکە نا.",
    card: "ئەم کارتە پاشەکەوت بکە",
    wallet: "ئەم جزدانە پاشەکەوت بکە",
    status: { saved: "کارت یان جزدانەکە پاشەکەوت کرا.", used: "ئەم بەستەرە پێشتر بەکارهاتووە." },
  },
};

export const messages: Record<LocaleCode, Messages> = { en, ar, ku };
