/* cmd_deal.c: `parlour-cli deal`: a shuffled pack from a seed, top card first, in card notation. */
#include "cli.h"

#include "pack.h"

#include <stdio.h>

static int RunDeal(int argc, char **argv)
{
    PackKind kind = PACK_WHIST;
    uint64_t seed = 0;
    bool haveSeed = false;
    for (int i = 1; i < argc;) {
        bool missing = false;
        const char *value;
        if ((value = Cli_OptionValue(argc, argv, &i, "--pack", &missing)) != NULL || missing) {
            if (missing) {
                return Cli_UsageError("deal", "--pack needs a pack name");
            }
            kind = Pack_FromName(value);
            if (kind == PACK_KIND_COUNT) {
                return Cli_UsageError(
                    "deal", "unknown pack \"%s\" (use whist, piquet, bezique, rubicon, five-hundred or quinto)", value);
            }
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing) {
                return Cli_UsageError("deal", "--seed needs a number");
            }
            if (!Cli_ParseU64(value, &seed)) {
                return Cli_UsageError("deal",
                                      "seed \"%s\" is not a number from 0 to 18446744073709551615 "
                                      "(decimal, or hex with 0x)",
                                      value);
            }
            haveSeed = true;
        } else {
            return Cli_UsageError("deal", "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (!haveSeed) {
        return Cli_UsageError("deal", "--seed N is required (the same seed always gives the same deal)");
    }
    Pack pack = Pack_Shuffled(kind, seed);
    char line[PACK_MAX_CARDS * CARD_TEXT_MAX + 1];
    Card_FormatList(pack.cards, pack.count, line, sizeof line);
    printf("%s\n", line);
    return CLI_EXIT_OK;
}

const CliCommand CliCmd_Deal = {
    "deal",
    "[--pack whist|piquet|bezique|rubicon|five-hundred|quinto] --seed N",
    "Shuffle a pack with a seed (decimal or 0x hex) and print it, top card first. The pack defaults to whist.",
    RunDeal,
};
