// Registers the service worker of production builds (never in Vite dev or Vitest); see docs/installable-app.md.

/** Registers `/service-worker.js` once the page has loaded, so it never competes with the first load. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("The service worker could not be registered", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
