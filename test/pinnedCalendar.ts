// Mocha loads this before any test file (.mocharc.json "require"): the unit tests' process runs on the pinned calendar
// (test/host/calendar.ts), so the client code under test (src/core/clock.ts) and every reference server it starts in
// this process (whose clock follows the process's) see the same prices, day and month at any hour of any day.
import { pinClock } from '../src/core/clock';
import { pinnedOffsetMs } from './host/calendar';

pinClock(pinnedOffsetMs());
