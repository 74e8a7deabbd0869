// A prepared image is previewed from a data: URL until it is uploaded on save (saveArticle.ts);
// data: rather than blob: URLs, which the Content-Security-Policy does not list.
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
