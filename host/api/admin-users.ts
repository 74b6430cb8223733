import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/open.ts';
import { fundraiserOfUser } from '../model/fundraisers.ts';
import { createUser, findUserByEmail } from '../model/users.ts';
import { ApiError } from './errors.ts';
import { fileField, saveImage } from './uploads.ts';
import type { ApiCall } from './call.ts';

export const alreadyFundraiser = (): ApiError =>
  new ApiError(409, 'already_fundraiser', 'This person already has a fundraiser profile in this campaign.');

/**
 * The user with this email, or a new one (with an unusable random password: they set theirs through
 * "Lost your password?"). Refuses, before creating anything, a user who is already a fundraiser of the campaign.
 */
export async function findOrCreateUser(
  db: Db,
  campaignId: number,
  person: { email: string; firstName: string; lastName: string },
): Promise<{ userId: number; existing: boolean }> {
  const found = findUserByEmail(db, person.email);
  if (found) {
    if (fundraiserOfUser(db, campaignId, found.id)) throw alreadyFundraiser();
    return { userId: found.id, existing: true };
  }
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // Another request may have created the same address while the hash was computed.
  const again = findUserByEmail(db, person.email);
  if (again) return { userId: again.id, existing: true };
  const userId = createUser(db, {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    passwordHash,
  });
  return { userId, existing: false };
}

/** The optional `file` of a multipart admin form, checked and stored by the visitor upload code. */
export async function uploadedImage(call: ApiCall): Promise<string | null> {
  const file = fileField(call.input.file);
  return file ? saveImage(file, call.host.options.uploadsDir, call.host.options.maxUploadSize) : null;
}
