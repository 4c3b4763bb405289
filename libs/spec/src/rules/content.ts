import { FolderBehavior } from '../enums/content';

/** Spec §4 "Comments": commentState 1 means comments are open on the item. */
export const COMMENT_STATE_OPEN = 1;

export interface CommentedItem {
  readonly commentState: number;
  readonly publicCommentCount: number;
}

/** Spec §4: shown when open or any public comment exists, never when the site disables comments. */
export function areCommentsShown(item: CommentedItem, siteCommentsEnabled: boolean): boolean {
  return siteCommentsEnabled && (item.commentState === COMMENT_STATE_OPEN || item.publicCommentCount > 0);
}

/** Spec §4: a folder is clickable unless its behaviour is none. */
export function isFolderClickable(folderBehavior: FolderBehavior): boolean {
  return folderBehavior !== FolderBehavior.NONE;
}

/** Spec §4 "Experiment": only ACTIVE experiments count. */
export const EXPERIMENT_ACTIVE_STATUS = 'ACTIVE';

export interface Experiment {
  readonly name: string;
  readonly variant: string;
  readonly status: string;
}

export function isExperimentCounted(experiment: Experiment): boolean {
  return experiment.status === EXPERIMENT_ACTIVE_STATUS;
}

/** Spec §9 "US territories". */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;
export type UsTerritory = (typeof US_TERRITORIES)[number];

export function isUsTerritory(countryCode: string): boolean {
  return (US_TERRITORIES as readonly string[]).includes(countryCode.toUpperCase());
}
