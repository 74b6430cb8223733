// The design system's public API: screens and admin-side code import only from here.
// Each line names the file that owns the piece; keep the list explicit (no `export *`).

// Theme and text
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './theme/ThemeRoot';
export { campaignColors, contrastRatio, type CampaignColors } from './theme/campaignColors';
export { vars } from './theme/contract.css';
export { brandBand } from './theme/styleFragments';
export { tokens, type Tokens } from './theme/tokens';
export {
  __,
  _n,
  _x,
  formatNumber,
  formatPercentage,
  ltr,
  sprintf,
  setI18nSource,
  setNumberLocale,
  TEXT_DOMAIN,
  type I18nFunctions,
} from './i18n';
export { debounce, SEARCH_DEBOUNCE_MS, type Debounced } from './debounce/debounce';
export { useDebouncedCallback } from './debounce/useDebouncedCallback';

// Actions and layout
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
} from './Button/Button';
export { Card, CardGrid, type CardProps, type CardGridProps } from './Card/Card';
export type { CardSpan } from './Card/model';
export { LinkCard, type LinkCardProps } from './LinkCard/LinkCard';
export {
  Stack,
  Inline,
  Page,
  PageFrame,
  type StackProps,
  type InlineProps,
  type PageProps,
  type PageFrameProps,
} from './Layout/Layout';
export type { SpaceName } from './Layout/Layout.css';
export { pageQuery } from './Layout/container.css';
export { Heading, Text, type HeadingProps, type TextProps } from './Typography/Typography';
export type { HeadingLevel } from './Typography/model';
export { TextLink, type TextLinkProps } from './TextLink/TextLink';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { LineIcon, type LineIconProps } from './LineIcon/LineIcon';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';

// Feedback
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Notice, type NoticeProps, type NoticeType } from './Notice/Notice';
export { Toast, TOAST_DURATION_MS, type ToastProps } from './Toast/Toast';
export {
  Modal,
  type ModalRootProps,
  type ModalTriggerProps,
  type ModalContentProps,
  type ModalCloseProps,
} from './Modal/Modal';
export {
  ConfirmModal,
  type ConfirmModalProps,
  type ConfirmModalReturnFocus,
  type ConfirmModalTone,
} from './ConfirmModal/ConfirmModal';
export { FailurePanel, type FailurePanelProps } from './FailurePanel/FailurePanel';
export { Progress, type ProgressProps } from './Progress/Progress';

// Navigation and data display
export {
  Tabs,
  type TabsRootProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './Tabs/Tabs';
export {
  Table,
  type TableColumn,
  type TableProps,
  type SortDirection,
  type ColumnFilters,
  type ColumnCellRenderers,
  type TableSelection,
  type TableBlankSlate,
} from './Table/Table';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { Toolbar, type ToolbarProps } from './Toolbar/Toolbar';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { useSearchDraft, type SearchDraft } from './SearchField/useSearchDraft';
export { BulkActionBar, type BulkActionBarProps } from './BulkActionBar/BulkActionBar';
export {
  RowActions,
  RowAction,
  type RowActionsProps,
  type RowActionProps,
  type RowActionAsLinkProps,
  type RowActionAsButtonProps,
} from './RowActions/RowActions';
export { StatusBadge, type StatusBadgeProps, type Status } from './StatusBadge/StatusBadge';
export { STATUSES, statusTone } from './StatusBadge/model';
export { pageRange } from './Pagination/model';
export { GoalSummary, type GoalSummaryProps } from './GoalSummary/GoalSummary';
export { StickyActionBar, type StickyActionBarProps } from './StickyActionBar/StickyActionBar';
export { StepIndicator, type StepIndicatorProps } from './StepIndicator/StepIndicator';
export { ShareButtons, type ShareButtonsProps } from './ShareButtons/ShareButtons';
export { messageUrls, shareUrls, type MessageUrls, type ShareUrls } from './ShareButtons/model';
export { copyText } from './ShareButtons/copyText';
export { ShareActions, type ShareActionsProps } from './ShareButtons/ShareActions';
export { QrCodeButton, type QrCodeButtonProps } from './QrCode/QrCodeButton';
export { StatGroup, type StatGroupProps, type StatItem } from './StatGroup/StatGroup';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export type { AvatarSize } from './Avatar/model';
export { InitialsAvatar, type InitialsAvatarProps } from './Avatar/InitialsAvatar';
export { DonationList, DonationRow, type DonationListProps, type DonationRowProps } from './DonationRow/DonationRow';
export { RankBadge, type RankBadgeProps } from './RankBadge/RankBadge';
export { FundraiserCard, type FundraiserCardLayout, type FundraiserCardProps } from './FundraiserCard/FundraiserCard';
export { goalPercent } from './FundraiserCard/model';
export {
  Money,
  MoneyFormatProvider,
  useMoneyFormat,
  type MoneyProps,
  type MoneyFormatProviderProps,
} from './Money/Money';
export { formatMoney, defaultMoneyFormat, type MoneyFormat } from './Money/format';

// Forms
export { TextField, type TextFieldProps, type TextFieldType } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup/RadioGroup';
export { EmailTagInput, type EmailTagInputProps } from './EmailTagInput/EmailTagInput';
export { isValidEmail, parseEmailList } from './EmailTagInput/model';
export { FileUpload, type FileUploadProps } from './FileUpload/FileUpload';
export type { RejectionReason } from './FileUpload/model';
