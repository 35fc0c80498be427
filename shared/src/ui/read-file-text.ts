/** The file's text as UTF-8 (FileReader rather than `File.text()`, which jsdom lacks; it drops a BOM, the server takes either). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsText(file, 'utf-8');
  });
}
