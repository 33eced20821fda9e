import { describe, expect, it } from 'vitest';
import { tokenOf } from './sandbox-api.ts';

describe('a payment link given to the sandbox screen', () => {
  it('is read as its token, whether the partner pastes the link or the token', () => {
    expect(tokenOf(' http://127.0.0.1:4010/pay/pt_abc123 ')).toBe('pt_abc123');
    expect(tokenOf('http://127.0.0.1:4010/pay/pt_abc123/')).toBe('pt_abc123');
    expect(tokenOf('pt_abc123')).toBe('pt_abc123');
  });
});
