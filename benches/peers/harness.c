/* Times one public n-queens counter in-process, for benches/queens-peers.mjs.
 *
 * Our own code (MIT, like the rest of the repository). The counter's own
 * `main` is compiled as `peer_main` (cc -Dmain=peer_main), with its loop
 * over board sizes narrowed to the one size measured, so what is timed is
 * the count alone, without the process start; it prints its count as it
 * always does, and this prints `harness-ms <milliseconds>` after it. */
#include <stdio.h>
#include <time.h>

int peer_main(int argc, char **argv);

int main(int argc, char **argv) {
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int rc = peer_main(argc, argv);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  fflush(stdout);
  printf("harness-ms %.3f\n", (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6);
  return rc;
}
