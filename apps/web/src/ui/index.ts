/**
 * The design system: theme, atoms and primitives. Screens import from here, except the photo
 * pickers (`PhotoPicker.tsx`, with the resizing): whatever this module re-exports loads with the
 * app's start (the shell imports it), and only the forms that take a photo need them.
 */
import "./global.css.ts"

export { vars, lightTheme } from "./theme.css.ts"
export { sprinkles, type Sprinkles } from "./sprinkles.css.ts"
export { cx } from "./cx.ts"
export { Box, type BoxProps } from "./Box.tsx"
export { Stack, type StackProps } from "./Stack.tsx"
export { Text, type TextProps } from "./Text.tsx"
export { text } from "./Text.css.ts"
export { Button, LinkButton, IconButton, Spinner, type ButtonProps, type LinkButtonProps, type IconButtonProps } from "./Button.tsx"
export { button, iconButton, spinner } from "./Button.css.ts"
export { Card, type CardProps } from "./Card.tsx"
export { card } from "./Card.css.ts"
export { brandIcon, tile, tileBadge, tileGrid } from "./Tile.css.ts"
export { Modal, Alert, type ModalProps, type AlertProps } from "./Modal.tsx"
export { navigateOverDialogs } from "./dialogHistory.ts"
export {
  TextField,
  Select,
  RadioGroup,
  Toggle,
  VisuallyHidden,
  type TextFieldProps,
  type SelectProps,
  type SelectOption,
  type RadioGroupProps,
  type ToggleProps
} from "./Field.tsx"
export { EmptyState, Avatar, Divider, Badge, Skeleton, type EmptyStateProps, type AvatarProps } from "./misc.tsx"
export { Page, PageSection, SectionHeader } from "./Page.tsx"
export * from "./icons.tsx"
export { visuallyHidden } from "./Field.css.ts"
export { LoadFailed, ReconnectedContext, RetryOnReconnect, useRetryOnReconnect, type LoadFailedProps, type OnReconnected } from "./LoadFailed.tsx"
export { Notice, Chip, type NoticeProps, type NoticeTone, type ChipTone } from "./Notice.tsx"
export { notice, noticeText, chip } from "./Notice.css.ts"
export { useFocusFirstInvalid } from "./useFocusFirstInvalid.ts"
export { lockedProps, type LockedProps } from "./locked.ts"
