import cluster from 'node:cluster';
import { loadEnv } from './config/env.js';
import { runClusterPrimary } from './fleet/cluster-primary.js';
import { orExit } from './fleet/prepare-database.js';
import { serveApi } from './fleet/serve-api.js';

// Start-up: read the configuration (a setting the server refuses ends the
// process with its message alone), then serve. With WORKERS above 1 this
// process is the cluster's primary: it prepares the database once and forks
// the API processes, each of which runs serveApi.
const env = await orExit(async () => loadEnv());
if (env.WORKERS > 1 && cluster.isPrimary) await runClusterPrimary(env);
else await serveApi(env);
