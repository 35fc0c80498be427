export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
