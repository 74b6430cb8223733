// The design system's public API: screens and admin-side code import only from here.
// Each line names the file that owns the piece; keep the list explicit (no `export *`).

// Theme and text
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './theme/ThemeRoot';
export { campaignColors, contrastRatio, type CampaignColors } from './theme/campaignColors';
export { vars } from './theme/contract.css';
export { tokens } from './theme/tokens';
export { __, _n, sprintf, setI18nSource, TEXT_DOMAIN, type I18nFunctions } from './i18n';

// Actions and layout
export { Button, buttonClassName, type ButtonProps } from './Button/Button';
export { Card, CardGrid, type CardProps } from './Card/Card';
export { Stack, Inline, Container, type StackProps } from './Layout/Layout';
export { Heading, Text, type HeadingProps, type TextProps } from './Typography/Typography';
export { TextLink, type TextLinkProps } from './TextLink/TextLink';
export { Badge, type BadgeProps } from './Badge/Badge';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';

// Feedback
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Notice, type NoticeProps, type NoticeType } from './Notice/Notice';
export { Modal } from './Modal/Modal';
export { FailurePanel, type FailurePanelProps } from './FailurePanel/FailurePanel';
export { Progress, type ProgressProps } from './Progress/Progress';

// Navigation and data display
export { Tabs } from './Tabs/Tabs';
export { Table, type TableColumn, type TableProps, type SortDirection } from './Table/Table';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { pageRange } from './Pagination/model';
export { StepIndicator, type StepIndicatorProps } from './StepIndicator/StepIndicator';
export { ShareButtons, type ShareButtonsProps } from './ShareButtons/ShareButtons';
export { shareUrls } from './ShareButtons/model';
export { StatGroup, type StatGroupProps, type StatItem } from './StatGroup/StatGroup';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export { RankBadge, type RankBadgeProps } from './RankBadge/RankBadge';
export { FundraiserCard, type FundraiserCardProps } from './FundraiserCard/FundraiserCard';
export { Money, MoneyFormatProvider, useMoneyFormat, type MoneyProps } from './Money/Money';
export { formatMoney, defaultMoneyFormat, type MoneyFormat } from './Money/format';

// Forms
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { Select, type SelectProps } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup';
export { EmailTagInput, type EmailTagInputProps } from './EmailTagInput/EmailTagInput';
export { isValidEmail, parseEmailList } from './EmailTagInput/model';
export { FileUpload, type FileUploadProps } from './FileUpload/FileUpload';
export type { RejectionReason } from './FileUpload/model';
