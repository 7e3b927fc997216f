/* Times one n-queens counter in-process, for benches/queens-peers.mjs.
 *
 * Our own code (MIT, like the rest of the repository). The counter's own
 * `main` is compiled as `peer_main` (cc -Dmain=peer_main), with its loop
 * over board sizes narrowed to the one size measured, so what is timed is
 * the count alone, without the process start. The counter prints its
 * count as it always does; this prints, after it,
 * `harness wall <ms> cpu <ms>`: the wall-clock time and the process's CPU
 * time (which a loaded machine stretches less). */
#include <stdio.h>
#include <time.h>

int peer_main(int argc, char **argv);

static double ms(struct timespec a, struct timespec b) {
  return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

int main(int argc, char **argv) {
  struct timespec w0, w1, c0, c1;
  clock_gettime(CLOCK_MONOTONIC, &w0);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
  int rc = peer_main(argc, argv);
  clock_gettime(CLOCK_MONOTONIC, &w1);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
  fflush(stdout);
  printf("harness wall %.3f cpu %.3f\n", ms(w0, w1), ms(c0, c1));
  return rc;
}
