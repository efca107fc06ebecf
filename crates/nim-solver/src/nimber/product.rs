//! Nim multiplication: Conway's product of nimbers, under which the nimbers below each Fermat
//! 2-power `2^(2^k)` (2, 4, 16, 256, 65536, 2^32) form a field with nim-addition (XOR).
//!
//! The rules that build it (Conway, *On Numbers and Games*, ch. 6; Ferguson, *Game Theory, Part
//! I*, §5.3): a Fermat 2-power `F` times any smaller number `x` is the ordinary product `x·F`, and
//! `F ⊗ F = 3F/2` (`F ⊕ F/2`). Writing `a = a1·F ⊕ a0` with `a0, a1 < F`, the product splits into
//! four products of smaller nimbers: [`product_by_halves`] is that recursion, the definition the
//! tests hold everything against. The fast path reads the field of 256 from logarithm tables built
//! at compile time and climbs to 16 and 32 bits by one split each.

/// A generator of the multiplicative group of the nimbers below 256 (order 255 = 3 · 5 · 17).
const GENERATOR: u8 = generator();

/// `EXP[i]` = `GENERATOR` to the nim-power `i`, written twice so a sum of two logarithms needs no
/// reduction.
const EXP: [u8; 510] = exp_table();

/// `LOG[x]` for `x` in 1..=255, the `i` with `EXP[i] = x` (`LOG[0]` is unused).
const LOG: [u8; 256] = log_table();

/// `a ⊗ b` for `a, b` below `2^width` (`width` a power of two up to 32), by the Fermat 2-power
/// recursion, with Karatsuba's three half-size products instead of four.
pub(crate) const fn product_by_halves(a: u32, b: u32, width: u32) -> u32 {
    if width == 1 {
        return a & b;
    }
    let half = width / 2;
    let mask = (1u32 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high_high = product_by_halves(a1, b1, half);
    let low_low = product_by_halves(a0, b0, half);
    // a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕ a1⊗b1 ⊕ a0⊗b0, and F⊗F = F ⊕ F/2 adds a1⊗b1 once more.
    let high = product_by_halves(a1 ^ a0, b1 ^ b0, half) ^ low_low;
    let low = low_low ^ product_by_halves(high_high, 1 << (half - 1), half);
    (high << half) | low
}

/// The smallest nimber whose nim-powers reach every non-zero nimber below 256.
const fn generator() -> u8 {
    let mut candidate = 2u32;
    while candidate < 256 {
        // An element of the group of order 255 generates it iff no power 255/p is 1, p in 3, 5, 17.
        if power_by_halves(candidate, 85) != 1
            && power_by_halves(candidate, 51) != 1
            && power_by_halves(candidate, 15) != 1
        {
            return candidate as u8;
        }
        candidate += 1;
    }
    // Evaluated only at compile time (`GENERATOR`): reaching here fails the build, never a run.
    panic!("the nimbers below 256 form a field, whose multiplicative group is cyclic")
}

/// `base` to the nim-power `exponent` in the field of 256, by repeated products.
const fn power_by_halves(base: u32, exponent: u32) -> u32 {
    let mut power = 1;
    let mut step = 0;
    while step < exponent {
        power = product_by_halves(power, base, 8);
        step += 1;
    }
    power
}

const fn exp_table() -> [u8; 510] {
    let mut table = [0u8; 510];
    let mut power = 1u32;
    let mut i = 0;
    while i < 255 {
        table[i] = power as u8;
        table[i + 255] = power as u8;
        power = product_by_halves(power, GENERATOR as u32, 8);
        i += 1;
    }
    table
}

const fn log_table() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 255 {
        table[EXP[i] as usize] = i as u8;
        i += 1;
    }
    table
}

/// `a ⊗ b` in the field of 256: two look-ups.
fn product8(a: u8, b: u8) -> u8 {
    if a == 0 || b == 0 {
        return 0;
    }
    EXP[usize::from(LOG[usize::from(a)]) + usize::from(LOG[usize::from(b)])]
}

/// `a ⊗ b`: Conway's nim product of two nimbers below 65536, whose product is below 65536 too.
pub fn nim_mul(a: u16, b: u16) -> u16 {
    let [a1, a0] = a.to_be_bytes();
    let [b1, b0] = b.to_be_bytes();
    let low_low = product8(a0, b0);
    // One step of the recursion with F = 256: F ⊗ F = 256 ⊕ 128.
    let high = product8(a1 ^ a0, b1 ^ b0) ^ low_low;
    let low = low_low ^ product8(product8(a1, b1), 0x80);
    u16::from_be_bytes([high, low])
}

/// `a ⊗ b` for nimbers below 2^32, one step of the recursion above [`nim_mul`] (F = 65536).
pub fn nim_mul_u32(a: u32, b: u32) -> u32 {
    let (a1, a0) = ((a >> 16) as u16, a as u16);
    let (b1, b0) = ((b >> 16) as u16, b as u16);
    let low_low = nim_mul(a0, b0);
    let high = nim_mul(a1 ^ a0, b1 ^ b0) ^ low_low;
    let low = low_low ^ nim_mul(nim_mul(a1, b1), 0x8000);
    (u32::from(high) << 16) | u32::from(low)
}

/// The `x` with `a ⊗ x = 1`, for `a` not 0: `a^(2^16 − 2)`, as the non-zero nimbers below 65536
/// form a group of order `2^16 − 1`.
pub fn nim_inv(a: u16) -> Option<u16> {
    (a != 0).then(|| {
        // 2^16 − 2 is 15 ones then a zero: square and multiply 15 times, then square once.
        let mut power = a;
        for _ in 1..15 {
            power = nim_mul(nim_mul(power, power), a);
        }
        nim_mul(power, power)
    })
}

/// The inverse of `a` below 2^32, `a^(2^32 − 2)`; `None` for 0.
pub fn nim_inv_u32(a: u32) -> Option<u32> {
    (a != 0).then(|| {
        let mut power = a;
        for _ in 1..31 {
            power = nim_mul_u32(nim_mul_u32(power, power), a);
        }
        nim_mul_u32(power, power)
    })
}

/// The nim-multiplication table of `0..=max`: `table[x][y] = x ⊗ y`. The nimbers below 256 are a
/// field, so every entry is below 256 too.
pub fn nim_product_table(max: u8) -> Vec<Vec<u8>> {
    (0..=max)
        .map(|x| (0..=max).map(|y| product8(x, y)).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// `x ⊗ y` for `x, y < size` by Conway's definition as a mex (the value of a single head in
    /// Turning Corners): the least nimber not of the form `x'⊗y ⊕ x⊗y' ⊕ x'⊗y'`, `x' < x`, `y' < y`.
    fn products_by_mex(size: usize) -> Vec<Vec<u32>> {
        let mut table = vec![vec![0u32; size]; size];
        for x in 0..size {
            for y in 0..size {
                let mut seen = vec![false; size * size + 1];
                for a in 0..x {
                    for b in 0..y {
                        let option = table[a][y] ^ table[x][b] ^ table[a][b];
                        if let Some(slot) = seen.get_mut(option as usize) {
                            *slot = true;
                        }
                    }
                }
                table[x][y] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
            }
        }
        table
    }

    #[test]
    fn conways_small_table() {
        assert_eq!(nim_mul(2, 2), 3);
        assert_eq!(nim_mul(2, 3), 1);
        assert_eq!(nim_mul(3, 3), 2);
        assert_eq!(nim_mul(4, 4), 6);
        assert_eq!(nim_mul(8, 8), 13);
        assert_eq!(nim_mul(16, 16), 24);
        assert_eq!(nim_mul(256, 256), 384);
        // Conway's row of 4: 0 4 8 12 6 2 14 10 11 15 3 7 13 9 5 1.
        let row: Vec<u16> = (0..16).map(|y| nim_mul(4, y)).collect();
        assert_eq!(row, [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1]);
        assert_eq!(nim_mul_u32(1 << 16, 1 << 16), (1 << 16) | (1 << 15));
    }

    #[test]
    fn the_table_up_to_63_is_conways_mex_definition() {
        let by_mex = products_by_mex(64);
        let table = nim_product_table(63);
        for (x, row) in by_mex.iter().enumerate() {
            for (y, &product) in row.iter().enumerate() {
                assert_eq!(u32::from(table[x][y]), product, "{x} ⊗ {y}");
                assert_eq!(u32::from(nim_mul(x as u16, y as u16)), product, "{x} ⊗ {y}");
            }
        }
    }

    #[test]
    fn the_fast_product_is_the_recursion_on_every_pair_below_256_and_closes_the_field() {
        let table = nim_product_table(255);
        for x in 0..=255u32 {
            for y in 0..=255u32 {
                let product = product_by_halves(x, y, 8);
                assert_eq!(u32::from(table[x as usize][y as usize]), product);
                assert!(product < 256);
            }
        }
        assert_eq!(table.len(), 256);
    }

    #[test]
    fn every_non_zero_nimber_below_65536_has_an_inverse() {
        assert_eq!(nim_inv(0), None);
        assert_eq!(nim_inv_u32(0), None);
        for x in 1..=u16::MAX {
            let inverse = nim_inv(x);
            assert_eq!(inverse.map(|i| nim_mul(x, i)), Some(1), "{x}");
        }
        assert_eq!(nim_inv(2), Some(3));
    }

    /// Every position's Grundy value in Turning Corners on a `width` × `height` grid, by the mex
    /// over its moves: index bit `x * height + y` is the coin at `(x, y)` (from 0), set for heads. A
    /// move turns the corners `(a, b)`, `(a, y)`, `(x, b)`, `(x, y)` with `a < x`, `b < y` and `(x, y)`
    /// heads; `(x, y)` is the highest of the four bits, so every move leads to a smaller index.
    fn turning_corners_by_search(width: usize, height: usize) -> Vec<u8> {
        let bit = |x: usize, y: usize| 1usize << (x * height + y);
        let mut values = vec![0u8; 1 << (width * height)];
        for position in 1..values.len() {
            let mut seen = 0u64;
            for x in 1..width {
                for y in 1..height {
                    if position & bit(x, y) == 0 {
                        continue;
                    }
                    for a in 0..x {
                        for b in 0..y {
                            let after = position ^ bit(x, y) ^ bit(a, b) ^ bit(a, y) ^ bit(x, b);
                            seen |= 1 << values[after];
                        }
                    }
                }
            }
            values[position] = seen.trailing_ones() as u8;
        }
        values
    }

    /// Checks every position of the grid: its value by search is the nim-sum of `x ⊗ y` over its
    /// heads (so each single head is worth `x ⊗ y`, and a row of heads is the sum of its heads).
    fn check_turning_corners(width: usize, height: usize) {
        let values = turning_corners_by_search(width, height);
        for (position, &value) in values.iter().enumerate() {
            let by_products = (0..width * height)
                .filter(|cell| position & (1 << cell) != 0)
                .fold(0, |sum, cell| {
                    sum ^ nim_mul((cell / height) as u16, (cell % height) as u16)
                });
            assert_eq!(
                u16::from(value),
                by_products,
                "{width}x{height} grid, heads {position:b}"
            );
        }
    }

    #[test]
    fn turning_corners_by_exhaustive_search_is_the_nim_product_on_grids_up_to_4x5() {
        for width in 1..=5 {
            for height in 1..=5 {
                if width * height <= 20 {
                    check_turning_corners(width, height);
                }
            }
        }
    }

    /// 2^25 positions: seconds with optimisation, minutes without (`cargo test --release -p
    /// nim-solver -- --ignored`).
    #[test]
    #[ignore = "2^25 positions: run with --release -- --ignored"]
    fn turning_corners_by_exhaustive_search_is_the_nim_product_on_the_5x5_grid() {
        check_turning_corners(5, 5);
    }

    proptest! {
        #[test]
        fn the_fast_products_are_the_recursion(a in any::<u32>(), b in any::<u32>()) {
            prop_assert_eq!(nim_mul_u32(a, b), product_by_halves(a, b, 32));
            let (a, b) = (a as u16, b as u16);
            prop_assert_eq!(u32::from(nim_mul(a, b)), product_by_halves(u32::from(a), u32::from(b), 16));
        }

        #[test]
        fn the_nimbers_below_65536_are_a_field(a in any::<u16>(), b in any::<u16>(), c in any::<u16>()) {
            prop_assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
            prop_assert_eq!(nim_mul(a, b), nim_mul(b, a));
            prop_assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
            prop_assert_eq!(nim_mul(a, 1), a);
            prop_assert_eq!(nim_mul(a, 0), 0);
            if a != 0 {
                prop_assert_eq!(nim_inv(a).map(|i| nim_mul(a, i)), Some(1));
            }
        }

        #[test]
        fn the_nimbers_below_2_to_the_32_are_a_field(a in any::<u32>(), b in any::<u32>(), c in any::<u32>()) {
            prop_assert_eq!(nim_mul_u32(nim_mul_u32(a, b), c), nim_mul_u32(a, nim_mul_u32(b, c)));
            prop_assert_eq!(nim_mul_u32(a, b), nim_mul_u32(b, a));
            prop_assert_eq!(nim_mul_u32(a, b ^ c), nim_mul_u32(a, b) ^ nim_mul_u32(a, c));
            prop_assert_eq!(nim_mul_u32(a, 1), a);
            if a != 0 {
                prop_assert_eq!(nim_inv_u32(a).map(|i| nim_mul_u32(a, i)), Some(1));
            }
        }
    }
}
