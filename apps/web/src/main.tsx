// Entry of the SPA: the base stylesheet first, then the store, the persistence gate with its splash, and the router.
import "./styles/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { persistor, store } from "./app/store";
import { Splash } from "./components/Splash";
import { registerServiceWorker } from "./lib/network/register-service-worker";
import { PersistedGate } from "./lib/store/persist-gate";

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <PersistedGate loading={<Splash />} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistedGate>
    </Provider>
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();
