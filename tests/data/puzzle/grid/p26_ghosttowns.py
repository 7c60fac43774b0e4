Y = "Founded"
DI = "Distances"
CATEGORIES = [
    ("First names", ["Agnes", "Floyd", "Irma", "Ned", "Rosalind"]),
    ("Last names", ["Becker", "Dawes", "Hutchins", "Lindgren", "Pratt"]),
    ("Towns", ["Copper Flat", "Dry Creek", "Eagle Gulch", "Silver Bend", "Tin Cup"]),
    ("Founded", ["1859", "1864", "1871", "1877", "1882"], [1859, 1864, 1871, 1877, 1882]),
    ("Distances", ["2 miles", "5 miles", "9 miles", "14 miles", "20 miles"], [2, 5, 9, 14, 20]),
]
SOLUTION = [
    ["Agnes", "Pratt", "Eagle Gulch", "1871", "14 miles"],
    ["Floyd", "Becker", "Tin Cup", "1882", "2 miles"],
    ["Irma", "Lindgren", "Copper Flat", "1859", "9 miles"],
    ["Ned", "Hutchins", "Silver Bend", "1864", "20 miles"],
    ["Rosalind", "Dawes", "Dry Creek", "1877", "5 miles"],
]
CLUES = [
    ("The oldest town, Copper Flat, is 9 miles from the highway.",
     lambda s: s.n(Y, "Copper Flat") == 1859 and s.same("Copper Flat", "9 miles")),
    ("Floyd's town was founded 11 years after Agnes's.", lambda s: s.n(Y, "Floyd") == s.n(Y, "Agnes") + 11),
    ("The town farthest from the highway was founded 5 years after Copper Flat.",
     lambda s: s.n(Y, "20 miles") == s.n(Y, "Copper Flat") + 5),
    ("Mr. Becker wrote about the town closest to the highway.", lambda s: s.n(DI, "Becker") == 2),
    ("Ms. Dawes's town is 5 miles from the highway.", lambda s: s.same("Dawes", "5 miles")),
    ("Irma isn't Ms. Pratt, and Ned isn't Mr. Lindgren.",
     lambda s: not s.same("Irma", "Pratt") and not s.same("Ned", "Lindgren")),
    ("Tin Cup was founded later than Eagle Gulch.", lambda s: s.n(Y, "Tin Cup") > s.n(Y, "Eagle Gulch")),
    ("Of Rosalind and Ms. Pratt, one wrote about Dry Creek and the other wrote about the town founded in 1871.",
     lambda s: not s.same("Rosalind", "Pratt") and (
         (s.same("Rosalind", "Dry Creek") and s.same("Pratt", "1871")) or (s.same("Pratt", "Dry Creek") and s.same("Rosalind", "1871")))),
    ("Hutchins didn't write about Eagle Gulch or Tin Cup.",
     lambda s: not s.same("Hutchins", "Eagle Gulch") and not s.same("Hutchins", "Tin Cup")),
    ("Silver Bend is farther from the highway than Eagle Gulch.", lambda s: s.n(DI, "Silver Bend") > s.n(DI, "Eagle Gulch")),
    ("Rosalind's town was founded sometime after Ned's.", lambda s: s.n(Y, "Rosalind") > s.n(Y, "Ned")),
    ("Irma's town is older than Ned's.", lambda s: s.n(Y, "Irma") < s.n(Y, "Ned")),
    ("Agnes didn't write about Silver Bend.", lambda s: not s.same("Agnes", "Silver Bend")),
    ("Floyd's town is closer to the highway than Rosalind's.", lambda s: s.n(DI, "Floyd") < s.n(DI, "Rosalind")),
]
QUESTIONS = [("Who wrote about Tin Cup?", lambda s: s.v("First names", "Tin Cup") + " " + s.v("Last names", "Tin Cup"))]
NUM = "."
DOT = False
INTRO = [
    "Ghost Towns of the West",
    "Five members of the Platte Valley Historical Society each wrote a report on a different ghost town of the Old West. Each town was founded in a different year, and each lies a different distance from the nearest paved highway. Determine each member's full name, the town, the year it was founded, and its distance from the highway.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
