import { describe, expect, it } from 'vitest';
import { checkProofFiles } from './proof-files';

const png = (size = 16, name = 'a.png') => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};
const jpg = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], 'b.jpg', { type: 'image/jpeg' });
};

describe('checkProofFiles', () => {
  it('keeps png and jpg pictures', async () => {
    const files = [png(), jpg()];
    expect(await checkProofFiles(files, 0)).toEqual({ accepted: files, problem: null });
  });

  it('judges by content, not by name or declared type', async () => {
    const renamed = new File(['GIF89a...'], 'photo.png', { type: 'image/png' });
    expect(await checkProofFiles([renamed], 0)).toEqual({
      accepted: [],
      problem: 'withdrawal_proof_type',
    });
  });

  it('refuses pictures over 5 MB and keeps the others', async () => {
    const small = png();
    const result = await checkProofFiles([png(5 * 1024 * 1024 + 1), small], 0);
    expect(result).toEqual({ accepted: [small], problem: 'withdrawal_proof_too_big' });
    expect((await checkProofFiles([png(5 * 1024 * 1024)], 0)).problem).toBeNull();
  });

  it('keeps at most 3 in all, counting those already chosen', async () => {
    const result = await checkProofFiles([png(), png(), png()], 1);
    expect(result.accepted).toHaveLength(2);
    expect(result.problem).toBe('withdrawal_proof_too_many');
  });
});
