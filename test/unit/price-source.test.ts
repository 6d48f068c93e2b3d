// Where followed prices come from: the socket is background work like any other, used only while the plan has the
// feed, the budget pays for an hour of it and someone can see the prices; else the budgeted poll, or nothing.
import assert from 'node:assert/strict';
import { priceSource, socketAffordable, SOCKET_CREDITS_PER_HOUR, type PriceSourceFacts } from '../../src/api/feed/priceSource';

const ENTERPRISE: PriceSourceFacts = {
  livePrices: true, socketReachable: true, planFeed: 'yes', refused: false, budget: { perHour: Infinity }, seen: true,
};
const source = (change: Partial<PriceSourceFacts>) => priceSource({ ...ENTERPRISE, ...change });

describe('price source', () => {
  it('an hour of socket is 60 credits', () => {
    assert.equal(SOCKET_CREDITS_PER_HOUR, 60);
  });

  it('the socket on a plan with the feed, an unlimited budget and the window focused', () => {
    assert.equal(source({}), 'socket');
    assert.equal(source({ planFeed: 'try' }), 'socket', 'a custom plan tries it');
  });

  it('the poll once the budget stops, whatever the plan: the scheduler then runs nothing', () => {
    assert.equal(source({ budget: { perHour: 0, stopped: 'credits used up: resets on 1 December' } }), 'poll');
    assert.equal(source({ budget: { perHour: Infinity, stopped: 'the service needs an API key' } }), 'poll');
  });

  it('the poll while the hourly allowance cannot pay for an hour of socket', () => {
    assert.equal(source({ planFeed: 'try', budget: { perHour: 59.9 } }), 'poll');
    assert.equal(source({ planFeed: 'try', budget: { perHour: 0 } }), 'poll');
    assert.equal(source({ planFeed: 'try', budget: { perHour: 60 } }), 'socket');
    assert.equal(source({ planFeed: 'try', budget: { perHour: Number.NaN } }), 'poll', 'an unknown allowance pays for nothing');
  });

  it('nothing while nobody can see the prices, or live prices are off', () => {
    assert.equal(source({ seen: false }), 'off');
    assert.equal(source({ seen: false, planFeed: 'no', budget: { perHour: 10 } }), 'off');
    assert.equal(source({ livePrices: false }), 'off');
  });

  it('the poll where there is no feed: a plan without it, a refusal, no websocket or no feed URL', () => {
    assert.equal(source({ planFeed: 'no' }), 'poll');
    assert.equal(source({ refused: true }), 'poll');
    assert.equal(source({ socketReachable: false }), 'poll');
  });

  it('socketAffordable reads the budget only', () => {
    assert.equal(socketAffordable({ perHour: Infinity }), true);
    assert.equal(socketAffordable({ perHour: 1000, stopped: 'credits used up' }), false);
    assert.equal(socketAffordable({ perHour: 12 }), false);
  });
});
