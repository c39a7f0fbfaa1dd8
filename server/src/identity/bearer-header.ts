/** The credential of an `Authorization: Bearer <credential>` header, if it has that form. */
export function bearerCredential(authorization: string | undefined): string | undefined {
  return /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}
