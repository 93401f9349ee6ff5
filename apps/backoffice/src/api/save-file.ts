/**
 * Hands a file the server wrote (a report's CSV) to the browser under the name it would give
 * it. The call carries the console's token, so the file is fetched first and saved from
 * memory: a plain link could not send the header.
 */
export async function saveFile(blob: Promise<Blob>, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
