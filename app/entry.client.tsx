import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      { onUncaughtError: (error) => console.error("Error while mounting app:", error) },
    );
  } catch (error) {
    // Spec section 8: the server-rendered page keeps working; the failure is logged.
    console.error("Error while mounting app:", error);
  }
});
