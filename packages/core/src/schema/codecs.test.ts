/**
 * Every wire quirk round-trips through its codec: the wire decodes to the clean domain value,
 * and the domain value encodes back to the same wire (ARCHITECTURE.md, "Schemas and codecs").
 */
import { describe, expect, it } from "vitest"
import { decodeWith, encodeWith } from "../api/codec.ts"
import type { Codec } from "../api/endpoint.ts"
import { Comment, CommentWriteRequest, Post, PostWriteResponse } from "./community.ts"
import { GeoPoint, IsoDateTime, MemberGender, PetGender, YesNo } from "./common.ts"
import { MemberUpdate, Profile } from "./member.ts"
import { Pet } from "./pet.ts"
import { CartResponse, OrderItem, Product } from "./shop.ts"
import { RoutePoint } from "./walk.ts"

const decoded = <S extends Codec>(schema: S, wire: unknown): S["Type"] => {
  const r = decodeWith(schema, wire)
  if (!r.ok) throw new Error(`expected ${JSON.stringify(wire)} to decode: ${r.message}`)
  return r.value
}

const encoded = <S extends Codec>(schema: S, value: S["Type"]): unknown => {
  const r = encodeWith(schema, value)
  if (!r.ok) throw new Error(`expected the value to encode: ${r.message}`)
  return r.value
}

/** wire → domain equals `domain`, and domain → wire equals the wire it came from. */
const roundTrip = <S extends Codec>(schema: S, wire: unknown, domain: S["Type"]): void => {
  const value = decoded(schema, wire)
  expect(value).toEqual(domain)
  expect(encoded(schema, value)).toEqual(wire)
}

const failure = (schema: Codec, wire: unknown): { path: string; message: string } => {
  const r = decodeWith(schema, wire)
  if (r.ok) throw new Error(`expected ${JSON.stringify(wire)} not to decode`)
  return r
}

const T1 = "2026-03-01T01:02:03.000Z"
const T2 = "2026-03-02T09:30:00.000Z"

describe("shared quirks", () => {
  it("Y/N is a boolean", () => {
    roundTrip(YesNo, "Y", true)
    roundTrip(YesNo, "N", false)
    expect(failure(YesNo, "y").message).toMatch(/Y|N/)
    expect(decodeWith(YesNo, true).ok).toBe(false)
  })

  it("member genders f/m are female/male", () => {
    roundTrip(MemberGender, "f", "female")
    roundTrip(MemberGender, "m", "male")
    expect(decodeWith(MemberGender, "female").ok).toBe(false)
    expect(decodeWith(MemberGender, "Male").ok).toBe(false)
  })

  it("pet genders Female/Male are female/male", () => {
    roundTrip(PetGender, "Female", "female")
    roundTrip(PetGender, "Male", "male")
    expect(decodeWith(PetGender, "f").ok).toBe(false)
    expect(decodeWith(PetGender, "male").ok).toBe(false)
  })

  it("ISO date-times are Dates; invalid ones fail", () => {
    roundTrip(IsoDateTime, T1, new Date(T1))
    expect(decoded(IsoDateTime, "2026-03-01T10:02:03+09:00")).toEqual(new Date(T1))
    for (const bad of ["2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "yesterday", "2026-03-01", ""]) {
      expect(decodeWith(IsoDateTime, bad).ok, bad).toBe(false)
    }
    expect(failure(IsoDateTime, "yesterday").message).toContain("Expected an ISO 8601 date-time")
  })

  it("points are [lng, lat] on the wire and { lat, lng } in the domain", () => {
    roundTrip(GeoPoint, { type: "Point", coordinates: [127.0078127, 37.5740321] }, { lat: 37.5740321, lng: 127.0078127 })
    expect(decoded(GeoPoint, { coordinates: [127, 37.5] })).toEqual({ lat: 37.5, lng: 127 })
    // latitude beyond ±90 in the second place: the order matters
    expect(failure(GeoPoint, { type: "Point", coordinates: [37.5, 127] }).path).toBe("lat")
  })

  it("a route point names the path of a bad coordinate", () => {
    const wire = { recordTime: T1, location: { type: "Point", coordinates: [127, 37.5] }, accuracy: 8 }
    roundTrip(RoutePoint, wire, { recordTime: new Date(T1), location: { lat: 37.5, lng: 127 }, accuracy: 8 })
    const bad = failure(RoutePoint, { ...wire, location: { type: "Point", coordinates: [127, "x"] } })
    expect(bad.path).toBe("location.coordinates.1")
  })
})

describe("members and pets", () => {
  it("the profile maps gender and keeps the rest", () => {
    const wire = {
      profileImageUrl: "/uploads/p.webp",
      nickname: "보리아빠",
      email: "a@b.kr",
      dateOfBirth: "1986-11-30",
      gender: "m",
      phoneNumber: "010-1234-5678"
    }
    roundTrip(Profile, wire, { ...wire, gender: "male" })
    const unregistered = { profileImageUrl: null, nickname: null, email: null, dateOfBirth: null, gender: null, phoneNumber: null }
    roundTrip(Profile, unregistered, unregistered)
  })

  it("the profile update part sends f/m", () => {
    const wire = { nickname: "콩이맘", dateOfBirth: "1991-04-12", gender: "f", phoneNumber: "01012345678" }
    roundTrip(MemberUpdate, wire, { ...wire, gender: "female" })
  })

  it("a pet maps Male/Female", () => {
    const wire = {
      petId: 3,
      name: "라떼",
      breedId: 7,
      breedName: "비숑 프리제",
      dateOfBirth: "2021-09-09",
      gender: "Female",
      weight: 6.1,
      neutering: false,
      profileImageUrl: null
    }
    roundTrip(Pet, wire, { ...wire, gender: "female" })
    expect(failure(Pet, { ...wire, gender: "female" }).path).toBe("gender")
  })
})

describe("shop", () => {
  const productWire = { PRODUCTID: 12, NAME: "산책 리드줄", VENDOR: "멍멍상회", PRICE: 15000, THUMBNAILIMAGE: "/t.webp", DETAILIMAGE: null, ISLIKE: "Y" }

  it("products have upper-case keys and ISLIKE Y/N", () => {
    roundTrip(Product, productWire, {
      productId: 12,
      name: "산책 리드줄",
      vendor: "멍멍상회",
      price: 15000,
      thumbnailImage: "/t.webp",
      detailImage: null,
      isLiked: true
    })
    roundTrip(Product, { ...productWire, ISLIKE: "N" }, expect.objectContaining({ isLiked: false }) as never)
    expect(failure(Product, { ...productWire, PRODUCTID: undefined, productId: 12 }).path).toBe("PRODUCTID")
  })

  it("cart lines use CARTID and ID; 'NO ORDER' is no recent address", () => {
    const line = { CARTID: 5, ID: 12, NAME: "산책 리드줄", PRICE: 15000, QUANTITY: 2, THUMBNAILIMAGE: null }
    const lineDomain = { cartId: 5, productId: 12, name: "산책 리드줄", price: 15000, quantity: 2, thumbnailImage: null }
    roundTrip(
      CartResponse,
      { cartProducts: [line], nowPoint: 300, recentAddress: "NO ORDER" },
      { cartProducts: [lineDomain], nowPoint: 300, recentAddress: null }
    )
    roundTrip(
      CartResponse,
      { cartProducts: [], nowPoint: 0, recentAddress: "서울 종로구 이화장길 32" },
      { cartProducts: [], nowPoint: 0, recentAddress: "서울 종로구 이화장길 32" }
    )
  })

  it("order items use upper-case keys, ORDERDATE as a Date and ISREFUNDED Y/N", () => {
    const wire = {
      ORDERITEMID: 9,
      PRODUCTNAME: "산책 리드줄",
      PRODUCTTHUMBNAIL: "/t.webp",
      VENDORNAME: "멍멍상회",
      QUANTITY: 1,
      TOTALPRICE: 15000,
      ORDERDATE: T2,
      ISREFUNDED: "N"
    }
    roundTrip(OrderItem, wire, {
      orderItemId: 9,
      productName: "산책 리드줄",
      productThumbnail: "/t.webp",
      vendorName: "멍멍상회",
      quantity: 1,
      totalPrice: 15000,
      orderDate: new Date(T2),
      isRefunded: false
    })
    expect(decoded(OrderItem, { ...wire, ISREFUNDED: "Y" }).isRefunded).toBe(true)
    expect(failure(OrderItem, { ...wire, ORDERDATE: "2026-02-30T00:00:00Z" }).path).toBe("ORDERDATE")
  })
})

describe("community", () => {
  const commentWire = (id: number, parent: number | null, children: unknown[] = []) => ({
    id,
    content: `댓글 ${id}`,
    nickname: "하루",
    profileImageUrl: null,
    createdAt: T1,
    commentsId: parent,
    count: children.length,
    children
  })
  const commentDomain = (id: number, parent: number | null, children: Comment[] = []): Comment => ({
    id,
    content: `댓글 ${id}`,
    nickname: "하루",
    profileImageUrl: null,
    createdAt: new Date(T1),
    parentId: parent,
    count: children.length,
    children
  })

  it("comments nest: children of children decode and encode back, commentsId is parentId", () => {
    const wire = commentWire(1, null, [commentWire(2, 1, [commentWire(3, 2)]), commentWire(4, 1)])
    roundTrip(Comment, wire, commentDomain(1, null, [commentDomain(2, 1, [commentDomain(3, 2)]), commentDomain(4, 1)]))
  })

  it("a bad grandchild is named by its path", () => {
    const wire = commentWire(1, null, [commentWire(2, 1, [{ ...commentWire(3, 2), createdAt: "not a date" }])])
    expect(failure(Comment, wire).path).toBe("children.0.children.0.createdAt")
  })

  it("profileImg and profileImageUrl are both read as profileImageUrl", () => {
    const { profileImageUrl: _, ...rest } = commentWire(1, null)
    expect(decoded(Comment, { ...rest, profileImg: "/a.webp" }).profileImageUrl).toBe("/a.webp")
    expect(decoded(Comment, { ...rest, profileImageUrl: "/b.webp" }).profileImageUrl).toBe("/b.webp")
    expect(decoded(Comment, rest).profileImageUrl).toBeNull()
    // The encoder writes one spelling.
    expect(encoded(Comment, decoded(Comment, { ...rest, profileImg: "/a.webp" }))).toEqual({ ...rest, profileImageUrl: "/a.webp" })
  })

  it("posts use boardid and postid on the wire; comments ride along in the detail", () => {
    const wire = {
      boardid: 1,
      postid: 42,
      title: "낙산공원 산책",
      contents: "좋았어요",
      nickname: "하루",
      profileImageUrl: null,
      img: "/i.webp",
      imgList: ["/i.webp"],
      createdAt: T1,
      updatedAt: T2,
      likesCount: 3,
      commentsCount: 1,
      isLiked: true,
      boardType: "자유게시판",
      comments: [commentWire(1, null)]
    }
    const { boardid, postid, createdAt, updatedAt, comments, ...same } = wire
    roundTrip(Post, wire, {
      ...same,
      boardId: boardid,
      postId: postid,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
      comments: [commentDomain(1, null)]
    })
    roundTrip(PostWriteResponse, { postid: 42 }, { postId: 42 })
  })

  it("a comment write sends the parent as commentsid", () => {
    roundTrip(
      CommentWriteRequest,
      { postId: 42, contents: "저도요", commentsid: 7, createdAt: T1 },
      { postId: 42, contents: "저도요", parentId: 7, createdAt: new Date(T1) }
    )
    expect(failure(CommentWriteRequest, { postId: 42, contents: "   ", commentsid: null, createdAt: T1 }).path).toBe("contents")
  })
})
