import { describe, expect, it } from 'vitest';
import { KeyGuesses, WRONG_KEYS_PER_WINDOW } from './key-guesses.ts';

const MINUTE_START = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);

describe('KeyGuesses', () => {
  it('lets 10 wrong keys through a minute, then says how long to wait until the minute ends', () => {
    expect(WRONG_KEYS_PER_WINDOW).toBe(10);
    const guesses = new KeyGuesses();
    for (let i = 0; i < 10; i++) {
      expect(guesses.waitSeconds(['address 192.0.2.1'], MINUTE_START + i)).toBeUndefined();
      guesses.failed(['address 192.0.2.1'], MINUTE_START + i);
    }
    expect(guesses.waitSeconds(['address 192.0.2.1'], MINUTE_START + 15_000)).toBe(45);
    expect(guesses.waitSeconds(['address 192.0.2.1', 'key abc'], MINUTE_START + 59_500)).toBe(1);
    expect(guesses.waitSeconds(['address 192.0.2.1'], MINUTE_START + 60_000)).toBeUndefined();
  });

  it('holds up only the subjects that used their window up', () => {
    const guesses = new KeyGuesses();
    for (let i = 0; i < 10; i++) guesses.failed(['address 192.0.2.1', `key ${i}`], MINUTE_START);
    expect(guesses.waitSeconds(['address 192.0.2.2', 'key 0'], MINUTE_START)).toBeUndefined();
    expect(guesses.waitSeconds(['address 192.0.2.1', 'key new'], MINUTE_START)).toBe(60);
  });
});
