import { withdrawal } from '@croupier/contract';

export type ProofProblem =
  'withdrawal_proof_type' | 'withdrawal_proof_too_big' | 'withdrawal_proof_too_many';

/**
 * Checks picked pictures before upload, as the server will: at most 3 in all, each PNG or
 * JPG by its first bytes (a renamed file is caught here, not after a slow upload), 5 MB each.
 * Answers the files to keep and the first problem found.
 */
export async function checkProofFiles(
  picked: File[],
  alreadyChosen: number,
): Promise<{ accepted: File[]; problem: ProofProblem | null }> {
  const accepted: File[] = [];
  let problem: ProofProblem | null = null;
  for (const file of picked) {
    if (alreadyChosen + accepted.length >= withdrawal.proofLimits.maxFiles) {
      problem ??= 'withdrawal_proof_too_many';
      break;
    }
    if (file.size > withdrawal.proofLimits.maxBytes) {
      problem ??= 'withdrawal_proof_too_big';
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!withdrawal.proofTypeOf(head)) {
      problem ??= 'withdrawal_proof_type';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}
