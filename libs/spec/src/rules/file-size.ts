/** Spec §9: file sizes are shown from Bytes to YB in steps of 1024. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const FILE_SIZE_STEP = 1024;

/** "0 Bytes", "1.5 KB", "2 MB": at most `decimals` places, trailing zeros dropped. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`File size must be a non-negative number, got ${bytes}`);
  let value = bytes;
  let unitIndex = 0;
  while (value >= FILE_SIZE_STEP && unitIndex < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unitIndex += 1;
  }
  return `${Number(value.toFixed(decimals))} ${FILE_SIZE_UNITS[unitIndex]}`;
}
