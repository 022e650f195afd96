/** Fetches a file with the caller's token and saves it under `fileName` (a plain link cannot send the token); false when refused. */
export async function downloadFile(url: string, token: string | null, fileName: string): Promise<boolean> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return false;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  // The browser has started saving by then; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
