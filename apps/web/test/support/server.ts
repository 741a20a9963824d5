// The mock network of component tests (MSW in Node); each test installs its handlers with server.use.
import { setupServer } from "msw/node";

export const server = setupServer();
