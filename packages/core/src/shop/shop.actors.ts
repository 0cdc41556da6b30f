/** The shop's calls: `shopMachine.provide(createShopImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import { pagedList } from "../pagedList/pagedList.actors.ts"
import type { Product } from "../schema/shop.ts"
import { shopMachine } from "./shop.machine.ts"
import type { ShopPorts } from "./shop.types.ts"

export const createShopImplementations = ({ api }: ShopPorts) => ({
  actors: {
    loadBest: fromApiCall<ReadonlyArray<Product>, void>(async ({ signal }) => (await api.call("bestProducts", undefined, { signal })).bestItemList),
    loadCartCount: fromApiCall<number, void>(async ({ signal }) => (await api.call("cart", undefined, { signal })).cartProducts.length),
    productList: pagedList<Product>(async (page, _size, signal) => (await api.call("products", { query: { page } }, { signal })).itemList),
    likedList: pagedList<Product>(async (page, _size, signal) => (await api.call("likedProducts", { query: { page } }, { signal })).itemLikeList)
  }
})

export const provideShopMachine = (ports: ShopPorts) => shopMachine.provide(createShopImplementations(ports))
