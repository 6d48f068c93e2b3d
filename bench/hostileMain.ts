// bench/hostile.ts's figures as the extension ships its code: built by bench/shipped.ts, run in a plain Node process.
import { benchHostile } from './hostile';

const WHERE = 'the production build in plain Node';
for (const line of benchHostile()) console.log(line.endsWith(')') ? `${line.slice(0, -1)}; ${WHERE})` : `${line} (${WHERE})`);
