/** Spec §8 "Interface strings". */
export const INTERFACE_STRINGS = {
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error',
  unableToLoadResults: 'Unable to load results',
  unableToLoadTryAgain: 'Unable to load. Try again.',
  unableToLoadCollections: 'Unable to load collections',
  unableToLoadFonts: 'Unable to load fonts',
  noJobResponseData: 'No response data from job request',
  fileProcessingFailed: 'File processing failed',
  fileProcessingCancelled: 'File processing cancelled',
  fileProcessingIncomplete: 'File processing failed to complete',
  fileUploadIncomplete: 'File upload failed to complete',
  errorUploading: 'Error uploading',
  unableToUploadFileTitle: 'Unable to Upload File',
  unableToUploadFileBody: 'There was a problem while uploading your file.',
  unableToRenameFileTitle: 'Unable to Rename File',
  unableToRenameFileBody: 'There was a problem while renaming your file.',
  unableToConnect: 'Unable to connect. Please try again',
  unableToLocateContent: 'Unable to locate content',
  codeEditingUnavailableOnAndroid: 'Code editing is not available on Android.',
  noMailingLists: "You don't have any mailing lists. Please create one before continuing",
} as const;

export function fontPreviewFailedMessage(fontName: string): string {
  return `Unable to load preview for ${fontName}`;
}

/** Spec §5 "Interface messages". */
export const INTERFACE_VALIDATION_MESSAGES = {
  enterValidEmail: 'Please enter a valid email',
  enterFileName: 'Please enter a file name',
  listRequired: 'A List must be selected',
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  rowsMissingData: 'One or more rows was missing data',
} as const;

export function invalidPageUrlMessage(val: string): string {
  return `${val} is not a valid page URL`;
}

export function unexpectedOptionMessage(val: string): string {
  return `${val} is not one of the expected options`;
}

export function tagExistsMessage(tagType: string): string {
  return `This ${tagType} already exists`;
}

export function oneTagAtATimeMessage(tagType: string): string {
  return `You may only edit one ${tagType} at a time`;
}

/** `maxSize` is display text, e.g. from formatFileSize. */
export function fileTooLargeMessage(fileName: string, maxSize: string): string {
  return `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`;
}

/** The spec writes "{fileTypeMessage}file" with no space: the type message carries its own trailing space. */
export function unsupportedFileTypeMessage(fileName: string, fileTypeMessage: string): string {
  return `The file ${fileName} does not appear to be a supported ${fileTypeMessage}file.`;
}
