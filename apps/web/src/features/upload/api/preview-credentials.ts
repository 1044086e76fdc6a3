import { CREDENTIALS_BOX_MAX_BYTES, CREDENTIALS_PREVIEW_PATH, type CredentialsPreview } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';
import { findC2paBox } from '../utils/find-c2pa-box';

/**
 * What a chosen file's Content Credentials say of the tool that made it, before it uploads:
 * only the C2PA box travels (a few KB). Null when the file has none or the server cannot read it.
 */
export async function previewCredentials(file: Blob): Promise<CredentialsPreview | null> {
  try {
    const box = await findC2paBox(file, CREDENTIALS_BOX_MAX_BYTES);
    if (!box) return null;
    return await apiRequest<CredentialsPreview>(CREDENTIALS_PREVIEW_PATH, { method: 'POST', body: box });
  } catch {
    return null; // only a suggestion: the form works the same without it
  }
}
