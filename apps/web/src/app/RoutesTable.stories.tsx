import type { Meta, StoryObj } from "@storybook/react-vite"
import { useRouter } from "wouter"
import { expect, within } from "storybook/test"
import { isPublicPath } from "@mungwalk/core"
import { Card, Page, Text } from "../ui/index.ts"
import { findRoute, routes } from "./routes.tsx"

const PATHS = [
  "/",
  "/login",
  "/auth/register",
  "/auth/success",
  "/mypage",
  "/mypage/profile",
  "/mypage/addDog",
  "/mypage/point",
  "/mypage/dogprofile/7",
  "/mypage/dogprofile/update/7",
  "/walk",
  "/walk/onwalk",
  "/walk/summary",
  "/walk/nearby",
  "/walk/hotplace",
  "/quest",
  "/post/1",
  "/post/2",
  "/post/write",
  "/post/2/7",
  "/post/3",
  "/shop",
  "/notification",
  "/mypage/orderlist",
  "/nowhere",
  "/shop/item/7",
  "/shop/item/",
  "/shop/test",
  "/shop/cart",
  "/shop/payment/complete",
  "/shop/payment/error"
]

/** Every path of the app and a few unknown ones, as the shell resolves them. */
const RoutesTableView = () => {
  const { parser } = useRouter()
  return (
    <Page>
      <Text as="h1" size="xl" weight="bold">
        라우트 표
      </Text>
      <Card padding="sm">
        <table style={{ width: "100%", fontSize: 12, borderCollapse: "collapse" }}>
          <thead>
            <tr>
              <th scope="col">경로</th>
              <th scope="col">패턴</th>
              <th scope="col">바</th>
              <th scope="col">하단</th>
              <th scope="col">로그인</th>
            </tr>
          </thead>
          <tbody>
            {PATHS.map((path) => {
              const m = findRoute(path, parser)
              return (
                <tr key={path} data-path={path}>
                  <td>{path}</td>
                  <td data-col="pattern">{m?.entry.path ?? "없음"}</td>
                  <td data-col="bar">{m ? (m.entry.bar.kind === "back" ? m.entry.bar.title : m.entry.bar.kind) : "-"}</td>
                  <td data-col="nav">{m ? (m.entry.bottomNav ? "O" : "X") : "-"}</td>
                  <td data-col="auth">{m ? (m.entry.auth ? "O" : "X") : "-"}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </Card>
    </Page>
  )
}

const meta = { title: "Shell/RoutesTable", render: () => <RoutesTableView /> } satisfies Meta
export default meta

const cell = (root: HTMLElement, path: string, col: string) => root.querySelector(`tr[data-path="${path}"] td[data-col="${col}"]`)?.textContent

export const Resolution: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("table")
    await expect(cell(canvasElement, "/mypage/dogprofile/update/7", "pattern")).toBe("/mypage/dogprofile/update/:petId")
    await expect(cell(canvasElement, "/mypage/dogprofile/7", "pattern")).toBe("/mypage/dogprofile/:petId")
    for (const path of ["/mypage", "/auth/register", "/post/write"]) await expect(cell(canvasElement, path, "nav")).toBe("X")
    await expect(cell(canvasElement, "/quest", "pattern")).toBe("/quest")
    // Issue 6: the boards, the detail and the notification page with their §2 back-bar titles.
    for (const [path, title] of [
      ["/post/1", "산책 인증"],
      ["/post/2", "정보 공유"],
      ["/post/2/7", "정보 공유"],
      ["/notification", "알림"]
    ] as const) {
      await expect(cell(canvasElement, path, "bar")).toBe(title)
    }
    for (const path of ["/post/3", "/nowhere"]) {
      await expect(cell(canvasElement, path, "pattern")).toBe("없음")
    }
    // Issue 8: the shop and the order list with their §2 back-bar titles.
    for (const [path, title] of [
      ["/shop", "쇼핑"],
      ["/shop/item/7", "상품 상세"],
      ["/shop/cart", "장바구니"],
      ["/mypage/orderlist", "주문 내역"]
    ] as const) {
      await expect(cell(canvasElement, path, "bar")).toBe(title)
    }
    await expect(cell(canvasElement, "/shop/item/", "pattern")).toBe("/shop/item/")
    await expect(cell(canvasElement, "/shop/item/7", "pattern")).toBe("/shop/item/:id")
    for (const r of routes) await expect(r.auth).toBe(!isPublicPath(r.path))
  }
}
