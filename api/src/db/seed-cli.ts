import { loadConfig } from '../config';
import { prepareDatabase } from './prepare-database';

// `pnpm -C api seed`: migrate and seed without starting the server.
const { database } = await prepareDatabase(loadConfig(), (line) => console.log(line));
await database.close();
