// `npm run build`: builds every workspace, then stamps the install and the builds so `npm start` redoes neither.
import { BUILD_ENV, BUILDS, run, stampBuild, stampInstall } from "./lib.mjs";

run("npm", ["run", "build", "--workspaces", "--if-present"], { env: BUILD_ENV });
stampInstall();
for (const build of BUILDS) stampBuild(build);
