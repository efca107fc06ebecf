//! Nimbers: the values of impartial games, whose sum is the bitwise XOR (Bouton's nim-sum).

use std::fmt;
use std::iter::Sum;
use std::ops::{BitXor, BitXorAssign, Mul, MulAssign};

mod product;

pub use product::{nim_inv, nim_inv_u32, nim_mul, nim_mul_u32, nim_product_table};

/// A nimber `*n`; adding two is XOR, so the nim-sum of heaps reads as a sum.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Nimber(pub u32);

impl Nimber {
    /// The nim-sum of heap sizes.
    pub fn of_heaps(heaps: &[u32]) -> Nimber {
        heaps.iter().map(|&h| Nimber(h)).sum()
    }

    /// Whether the sum is 0: in normal play, a `P`-position.
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// The value as a number.
    pub fn value(self) -> u32 {
        self.0
    }

    /// The `x` with `self ⊗ x = *1`; `None` for `*0`. The nimbers below 2^32 are a field.
    pub fn inverse(self) -> Option<Nimber> {
        nim_inv_u32(self.0).map(Nimber)
    }
}

/// Conway's nim product: with XOR as addition, the nimbers below 2^32 form a field.
impl Mul for Nimber {
    type Output = Nimber;

    fn mul(self, other: Nimber) -> Nimber {
        Nimber(nim_mul_u32(self.0, other.0))
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, other: Nimber) {
        *self = *self * other;
    }
}

impl BitXor for Nimber {
    type Output = Nimber;

    fn bitxor(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber(0), BitXor::bitxor)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_nim_sum_of_13_15_17_is_19() {
        // Three Pile Nim with Blocking's worked example N(13,15,17).
        assert_eq!(Nimber::of_heaps(&[13, 15, 17]), Nimber(19));
        assert!(Nimber::of_heaps(&[1, 2, 3]).is_zero());
        assert!(Nimber::of_heaps(&[]).is_zero());
    }

    proptest! {
        #[test]
        fn addition_is_xor_and_every_nimber_is_its_own_negative(a in any::<u32>(), b in any::<u32>()) {
            prop_assert_eq!(Nimber(a) ^ Nimber(b), Nimber(a ^ b));
            prop_assert!((Nimber(a) ^ Nimber(a)).is_zero());
        }

        #[test]
        fn multiplication_is_the_nim_product_and_divides(a in any::<u32>(), b in 1..=u32::MAX) {
            let product = Nimber(a) * Nimber(b);
            prop_assert_eq!(product, Nimber(nim_mul_u32(a, b)));
            prop_assert_eq!(Nimber(b).inverse().map(|inverse| product * inverse), Some(Nimber(a)));
        }
    }
}
