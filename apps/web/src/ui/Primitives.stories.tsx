import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  IconButton,
  IconBell,
  IconPlus,
  IconPaw,
  LinkButton,
  Modal,
  RadioGroup,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
  Toggle
} from "./index.ts"
import { NOT_A_PICTURE, PhotoPicker } from "./PhotoPicker.tsx"

const meta = {
  title: "UI/Primitives",
  parameters: { frame: "component" }
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Typography: Story = {
  render: () => (
    <Stack gap="2">
      <Text as="h1" size="display" weight="heavy">
        멍멍워크
      </Text>
      <Text size="xxl" weight="bold">
        오늘도 즐거운 산책
      </Text>
      <Text size="lg">강아지와 함께 걸어요</Text>
      <Text>본문 텍스트입니다. 산책 기록을 확인해보세요.</Text>
      <Text size="sm" tone="muted">
        보조 설명 텍스트
      </Text>
      <Text size="sm" tone="brand" weight="bold">
        브랜드 강조
      </Text>
      <Text size="sm" tone="accent">
        경로 파란색 링크
      </Text>
      <Text size="sm" tone="danger">
        {MESSAGES.nicknameTakenInline}
      </Text>
    </Stack>
  )
}

export const Buttons: Story = {
  render: () => (
    <Stack gap="3">
      <Button>산책 시작하기</Button>
      <Button variant="secondary" icon={<IconPlus size={20} />}>
        강아지 추가
      </Button>
      <Button variant="outline">취소</Button>
      <Button variant="ghost">더보기</Button>
      <Button variant="accent">경로 보기</Button>
      <Button variant="danger">산책 종료</Button>
      <Button loading>저장 중</Button>
      <Button disabled>비활성</Button>
      <Button size="lg" fullWidth>
        큰 버튼
      </Button>
      <Button size="sm" pill>
        작은 버튼
      </Button>
      <LinkButton href="#kakao" variant="kakao" fullWidth>
        카카오로 시작하기
      </LinkButton>
      <LinkButton href="#naver" variant="naver" fullWidth>
        네이버로 시작하기
      </LinkButton>
      <LinkButton href="#google" variant="google" fullWidth>
        Google로 시작하기
      </LinkButton>
      <Stack direction="row" gap="2">
        <IconButton label="알림">
          <IconBell />
        </IconButton>
        <IconButton label="추가" variant="soft">
          <IconPlus />
        </IconButton>
        <IconButton label="발자국" variant="surface">
          <IconPaw />
        </IconButton>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const b of canvas.getAllByRole("button")) {
      const r = b.getBoundingClientRect()
      await expect(r.height).toBeGreaterThanOrEqual(44)
      await expect(r.width).toBeGreaterThanOrEqual(44)
    }
  }
}

/** A form whose send takes a while: its button loads while the comment is sent, then is usable again. */
const SendingForm = ({ onSubmit }: { onSubmit: () => void }) => {
  const [sending, setSending] = useState(false)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
        setSending(true)
      }}
    >
      <TextField label="댓글" name="comment" />
      <Button type="submit" loading={sending}>
        {sending ? "등록 중" : "등록"}
      </Button>
      <Button onClick={() => setSending(false)}>보냄</Button>
    </form>
  )
}

let sent = 0

/**
 * A loading button keeps the focus (a keyboard or screen reader user goes on from it, not from
 * the page's top) and cannot be used meanwhile: a click or Enter in the form sends nothing more.
 */
export const LoadingKeepsFocus: Story = {
  render: () => <SendingForm onSubmit={() => sent++} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    sent = 0
    await userEvent.click(canvas.getByRole("button", { name: "등록" }))
    const loading = canvas.getByRole("button", { name: /등록 중/ })
    await expect(loading).toHaveFocus()
    await expect(loading).toHaveAttribute("aria-disabled", "true")
    await expect(loading).toHaveAttribute("aria-busy", "true")
    await userEvent.click(loading)
    await userEvent.type(canvas.getByLabelText("댓글"), "또{Enter}")
    await expect(sent).toBe(1)
    await userEvent.click(canvas.getByRole("button", { name: "보냄" }))
    await userEvent.click(canvas.getByRole("button", { name: "등록" }))
    await expect(sent).toBe(2)
  }
}

export const Cards: Story = {
  render: () => (
    <Stack gap="3">
      <Card>
        <Text weight="bold">기본 카드</Text>
        <Text size="sm" tone="muted">
          표면 카드
        </Text>
      </Card>
      <Card tone="brand">
        <Text weight="bold">브랜드 카드</Text>
      </Card>
      <Card tone="accent">
        <Text weight="bold">액센트 카드</Text>
      </Card>
      <Card tone="muted">
        <Text weight="bold">뮤트 카드</Text>
      </Card>
      <Stack direction="row" gap="2" align="center">
        <Badge>+100</Badge>
        <Badge tone="accent">산책</Badge>
        <Badge tone="success">완료</Badge>
        <Badge tone="danger">-50</Badge>
        <Badge tone="neutral">대기</Badge>
      </Stack>
    </Stack>
  )
}

const FormDemo = () => {
  const [gender, setGender] = useState<"male" | "female" | null>("female")
  const [neutered, setNeutered] = useState(true)
  const [breed, setBreed] = useState("")
  return (
    <Stack gap="4">
      <TextField label="이메일" value="mung@example.com" readOnly />
      <TextField label="닉네임" required defaultValue="멍멍이" error={MESSAGES.nicknameTakenInline} />
      <TextField label="몸무게" type="number" step={0.1} defaultValue={4.2} trailing="kg" hint="0.1kg 단위" />
      <Select
        label="견종"
        value={breed}
        onChange={setBreed}
        placeholder="견종을 선택하세요"
        options={[
          { value: "1", label: "말티즈" },
          { value: "2", label: "푸들" }
        ]}
      />
      <RadioGroup
        label="성별"
        name="gender"
        value={gender}
        onChange={setGender}
        options={[
          { value: "male", label: "남아" },
          { value: "female", label: "여아" }
        ]}
      />
      <Toggle label="중성화 했어요" checked={neutered} onChange={setNeutered} />
    </Stack>
  )
}

export const FormFields: Story = {
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("radio", { name: "남아" }))
    await expect(canvas.getByRole("radio", { name: "남아" })).toBeChecked()
    await userEvent.click(canvas.getByRole("switch", { name: "중성화 했어요" }))
    await expect(canvas.getByRole("switch")).toHaveAttribute("aria-checked", "false")
    await expect(canvas.getByRole("textbox", { name: /닉네임/ })).toHaveAccessibleDescription(MESSAGES.nicknameTakenInline)
  }
}

export const Feedback: Story = {
  render: () => (
    <Stack gap="4">
      <Box display="flex" justifyContent="center" color="brandStrong">
        <Spinner />
      </Box>
      <Card>
        <EmptyState
          message={MESSAGES.emptyDogs}
          action={
            <Button variant="secondary" icon={<IconPlus size={20} />}>
              강아지 추가
            </Button>
          }
        />
      </Card>
      <Stack direction="row" gap="3" align="center">
        <Avatar alt="" size="sm" />
        <Avatar alt="초코" size="md" />
        <Avatar alt="" size="lg" />
        <Avatar alt="초코" size="xl" />
      </Stack>
    </Stack>
  )
}

const ModalDemo = () => {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button onClick={() => setOpen(true)}>열기</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="로그인이 필요해요"
        description="로그인하고 산책을 기록해보세요."
        illustration={<IconPaw size={48} />}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={() => setOpen(false)}>
              닫기
            </Button>
            <Button fullWidth>로그인</Button>
          </>
        }
      />
    </>
  )
}

export const ModalDialog: Story = {
  render: () => <ModalDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole("dialog", { name: "로그인이 필요해요" })).toHaveAttribute("aria-modal", "true")
    await userEvent.keyboard("{Escape}")
    await expect(body.queryByRole("dialog")).toBeNull()
    await userEvent.click(body.getByRole("button", { name: "열기" }))
    await body.findByRole("dialog")
    await expect(body.getByRole("button", { name: "닫기" })).toHaveFocus()
    await userEvent.tab()
    await expect(body.getByRole("button", { name: "로그인" })).toHaveFocus()
    await userEvent.tab()
    await expect(body.getByRole("button", { name: "닫기" })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    await expect(body.queryByRole("dialog")).toBeNull()
    await expect(body.getByRole("button", { name: "열기" })).toHaveFocus()
    await userEvent.click(body.getByRole("button", { name: "열기" }))
  }
}

const AlertDemo = () => {
  const [message, setMessage] = useState<string | null>(MESSAGES.walkNeedsDog)
  return <Alert message={message} onConfirm={() => setMessage(null)} />
}

export const AlertDialog: Story = {
  render: () => <AlertDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const alert = await body.findByRole("alertdialog")
    await expect(alert).toHaveAccessibleDescription(MESSAGES.walkNeedsDog)
    await userEvent.click(body.getByRole("button", { name: "확인" }))
    await expect(body.queryByRole("alertdialog")).toBeNull()
  }
}

/** A file that is not a picture (or that the browser cannot read as one) is not taken: the picker says so and keeps its empty state. */
export const PhotoPickerRefusesAFile: Story = {
  render: () => {
    const [file, setFile] = useState<Blob | null>(null)
    return <PhotoPicker label="프로필 사진" file={file} onPick={setFile} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(canvas.getByLabelText("프로필 사진 선택"), new File(["hello"], "note.txt", { type: "text/plain" }), { applyAccept: false })
    await expect(await canvas.findByRole("alert")).toHaveTextContent(NOT_A_PICTURE)
    await expect(canvas.queryByRole("img")).toBeNull()
    // Typed as a picture but not one (damaged, renamed): refused the same way, not shown broken.
    await userEvent.upload(canvas.getByLabelText("프로필 사진 선택"), new File(["not a png"], "fake.png", { type: "image/png" }))
    // (the browser's reading is asynchronous: give it time to answer)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(canvas.getByRole("alert")).toHaveTextContent(NOT_A_PICTURE)
    await expect(canvas.queryByRole("img")).toBeNull()
  }
}
