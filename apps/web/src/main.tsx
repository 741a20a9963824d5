// Entry of the SPA: the base stylesheet first, then the store, the persistence gate with its splash, and the router.
import "./styles/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { PersistGate } from "redux-persist/integration/react";
import { AppRoutes } from "./app/router";
import { persistor, store } from "./app/store";
import { Splash } from "./components/Splash";

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<Splash />} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
