/** '1 driver', '2 drivers', '1,200 drivers'. */
export const driverCount = (count: number): string =>
  count === 1 ? '1 driver' : `${count.toLocaleString('en-US')} drivers`
