//! Kayles Grundy values: a table up to the start of the period, then period 12 (Guy and Smith).

/// Rows shorter than this are read from the table; from row 72 on the values repeat with period 12
/// (the last exceptional value is at row 70).
const TABLE_LEN: usize = 84;
const PERIOD_START: usize = 72;
const PERIOD: usize = 12;

/// `KAYLES[n]`: the Grundy value of a row of `n` pins, by the mex recursion, computed at compile time.
const KAYLES: [u8; TABLE_LEN] = mex_table();

/// The mex recursion: a row of `n` loses one pin or two adjacent pins, leaving rows `a` and `b`.
const fn mex_table<const N: usize>() -> [u8; N] {
    let mut table = [0u8; N];
    let mut n = 1;
    while n < N {
        // Values stay below 16, so a 64-bit mask of reachable values is plenty.
        let mut seen: u64 = 0;
        let mut taken = 1;
        while taken <= 2 && taken <= n {
            let mut left = 0;
            while left + taken <= n {
                let right = n - taken - left;
                seen |= 1 << (table[left] ^ table[right]);
                left += 1;
            }
            taken += 1;
        }
        let mut value = 0;
        while seen & (1 << value) != 0 {
            value += 1;
        }
        table[n] = value;
        n += 1;
    }
    table
}

/// The Grundy value of a Kayles row of `len` pins, in O(1).
pub fn kayles_grundy(len: usize) -> u32 {
    let index = if len < TABLE_LEN {
        len
    } else {
        PERIOD_START + (len - PERIOD_START) % PERIOD
    };
    u32::from(KAYLES[index])
}

#[cfg(test)]
mod tests {
    use super::{kayles_grundy, mex_table};

    #[test]
    fn period_twelve_table_agrees_with_the_mex_recursion_up_to_600() {
        let exact: [u8; 601] = mex_table();
        for (len, &value) in exact.iter().enumerate() {
            assert_eq!(kayles_grundy(len), u32::from(value), "row of {len}");
        }
    }

    #[test]
    fn first_values_match_the_known_sequence() {
        let first: Vec<u32> = (0..12).map(kayles_grundy).collect();
        assert_eq!(first, vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(kayles_grundy(70), 6);
        assert_eq!(kayles_grundy(71), 7);
    }
}
