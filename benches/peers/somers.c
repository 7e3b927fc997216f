/* The algorithm of Jeff Somers' n-queens counter `nq` (2002,
 * http://jsomers.com/nqueen_demo/nqueens.html), written anew for
 * benches/queens-peers.mjs: his file carries a copyright but no licence,
 * so it is neither copied nor fetched. Our own code, MIT like the rest of
 * the repository.
 *
 * What his program does and this one repeats: the three attack masks of
 * Richards (1997) on an explicit stack instead of recursion, one row at a
 * time; the first row's queen only in the left half of the columns (and,
 * for odd n, the middle column with the second row's queen in the left
 * half), the total doubled for the mirror images. Usage: somers N. */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long half_count(int n, int row0, unsigned first_free, unsigned col, unsigned ld, unsigned rd) {
  unsigned mask = n == 32 ? 0xffffffffu : (1u << n) - 1;
  unsigned free_at[33], col_at[33], ld_at[33], rd_at[33];
  unsigned long long count = 0;
  int row = row0;
  unsigned free = first_free;
  col_at[row] = col;
  ld_at[row] = ld;
  rd_at[row] = rd;
  for (;;) {
    if (free == 0) {
      if (row == row0) break;
      row--;
      free = free_at[row];
      continue;
    }
    unsigned bit = free & (0u - free);
    free ^= bit;
    if (row == n - 1) {
      count++;
      continue;
    }
    free_at[row] = free;
    col_at[row + 1] = col_at[row] | bit;
    ld_at[row + 1] = (ld_at[row] | bit) << 1;
    rd_at[row + 1] = (rd_at[row] | bit) >> 1;
    row++;
    free = mask & ~(col_at[row] | ld_at[row] | rd_at[row]);
  }
  return count;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8;
  if (n < 2 || n > 32) {
    fprintf(stderr, "usage: somers N (2 to 32)\n");
    return 2;
  }
  unsigned long long total = 2 * half_count(n, 0, (1u << (n / 2)) - 1, 0, 0, 0);
  if (n % 2 == 1) {
    unsigned mid = 1u << (n / 2);
    /* Row 0 in the middle column; row 1 left of it (not on its diagonal). */
    total += 2 * half_count(n, 1, (mid >> 1) - 1, mid, mid << 1, mid >> 1);
  }
  printf("%d %llu\n", n, total);
  return 0;
}
