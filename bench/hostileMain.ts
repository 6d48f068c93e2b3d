// bench/hostile.ts's figures as the extension ships its code: built by bench/shipped.ts, run in a plain Node process.
import { benchHostile, ranIn } from './hostile';

for (const line of benchHostile()) console.log(ranIn('the production build in plain Node', line));
