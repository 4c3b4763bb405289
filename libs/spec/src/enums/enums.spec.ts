import { BlockType, BlockVariant, SLICE_NAMES, SliceType, SlideType } from './blocks';
import { BackgroundSource, CollectionType, FolderBehavior, POSITIONS, RecordType } from './content';
import { editableFormFieldProperties, FormFieldType, FormModelFieldset, LIKERT_LABELS, LikertScale } from './forms';
import { CollectionView, DesignTweakPageType, DeviceView, PageType, SpecialPageType } from './pages';
import { ProductType } from './product';
import { ContributorRole } from './roles';
import { SITE_AESTHETICS_DIRTY_PATHS, SiteSubscriptionStatus } from './site';
import { AnalyticsSourceEnvironment, TrackingEventType } from './tracking';

const codeTables = {
  PageType, SpecialPageType, DesignTweakPageType, CollectionView, DeviceView, ProductType, ContributorRole,
  RecordType, CollectionType, FolderBehavior, BackgroundSource, SiteSubscriptionStatus, TrackingEventType,
  BlockType, BlockVariant, SliceType, SlideType, FormFieldType, FormModelFieldset, LikertScale,
};

describe('spec §2/§3 code tables', () => {
  it.each(Object.entries(codeTables))('%s gives every name its own code', (_name, table) => {
    const codes = Object.values(table);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each<[string, number, number]>([
    ['product type physical', ProductType.PHYSICAL, 1],
    ['product type paywall', ProductType.PAYWALL, 5],
    ['contributor role moderator', ContributorRole.MODERATOR, 6],
    ['contributor role website manager', ContributorRole.WEBSITE_MANAGER, 15],
    ['page type content item', PageType.CONTENT_ITEM, 50],
    ['page type member area access denied', PageType.MEMBER_AREA_ACCESS_DENIED, 106],
    ['page type cart v2', PageType.CART_V2, 205],
    ['page type order status', PageType.ORDER_STATUS, 211],
    ['page type SSO page', PageType.SSO_PAGE, 400],
    ['special page type SSO screen', SpecialPageType.SSO_SCREEN, 4],
    ['record type store item', RecordType.STORE_ITEM, 11],
    ['record type course item', RecordType.COURSE_ITEM, 63],
    ['collection type products', CollectionType.PRODUCTS, 13],
    ['collection type course', CollectionType.COURSE, 25],
    ['site subscription v5 linked', SiteSubscriptionStatus.V5_LINKED, 11],
    ['site subscription enterprise', SiteSubscriptionStatus.ENTERPRISE, 15],
    ['folder behaviour none', FolderBehavior.NONE, 3],
    ['background source none', BackgroundSource.NONE, 4],
    ['tracking heartbeat', TrackingEventType.HEARTBEAT, 10],
    ['tracking video', TrackingEventType.VIDEO, 21],
    ['block posts by month', BlockType.POSTS_BY_MONTH, 30],
    ['block 500px', BlockType.FIVE_HUNDRED_PX, 42],
    ['block pricing plan', BlockType.PRICING_PLAN, 72],
    ['block website component', BlockType.WEBSITE_COMPONENT, 1337],
    ['variant gallery carousel', BlockVariant.GALLERY_CAROUSEL, 1002],
    ['variant events', BlockVariant.EVENTS, 1019],
    ['slice popup-overlay action', SliceType.POPUP_OVERLAY_ACTION, 19],
    ['form fieldset disclaimer', FormModelFieldset.DISCLAIMER, 5],
  ])('%s is %i', (_name, code, expected) => expect(code).toBe(expected));

  it('has no contributor role 5, no block type 15 and no block variant 1001', () => {
    expect(Object.values(ContributorRole)).not.toContain(5);
    expect(Object.values(BlockType)).not.toContain(15);
    expect(Object.values(BlockVariant)).not.toContain(1001);
  });

  it('numbers the first 19 slice names 1 to 19 in the spec order', () => {
    const numbered = Object.keys(SliceType).map((key) => key.toLowerCase().replaceAll('_', '-'));
    expect(numbered).toEqual(SLICE_NAMES.slice(0, 19));
  });

  it('has the nine positions of a 3x3 grid', () => {
    expect(POSITIONS).toHaveLength(9);
    expect(POSITIONS).toEqual(expect.arrayContaining(['top-left', 'center-center', 'bottom-right']));
  });

  it('labels the Likert scale from -2 to 2', () => {
    expect([-2, -1, 0, 1, 2].map((value) => LIKERT_LABELS[value as LikertScale])).toEqual([
      'Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree',
    ]);
  });

  it('lists the analytics environments and dirty paths of spec §3', () => {
    expect(Object.values(AnalyticsSourceEnvironment)).toEqual(['dev', 'qa', 'staging', 'prod']);
    expect(SITE_AESTHETICS_DIRTY_PATHS).toContain('fonts.fontUsageCategories');
  });
});

describe('editableFormFieldProperties (spec §3)', () => {
  it.each<[FormFieldType, boolean, string[]]>([
    ['text', false, ['description', 'placeholder', 'required']],
    ['textarea', false, ['description', 'placeholder', 'required']],
    ['textarea', true, ['description', 'placeholder', 'required', 'maxLength']],
    ['email', true, ['description', 'placeholder', 'required']],
    ['currency', false, ['description', 'currencySymbol', 'required']],
    ['phone', false, ['description', 'showCountryCode', 'required']],
    ['section', false, ['description', 'underline']],
    ['likert', false, ['description', 'options', 'required']],
    ['hidden', false, ['key', 'value']],
    ['address', false, ['description', 'required']],
  ])('%s (vanilla form handler %s) edits %j', (type, vanilla, properties) => {
    expect(editableFormFieldProperties(type, vanilla)).toEqual(properties);
  });
});
