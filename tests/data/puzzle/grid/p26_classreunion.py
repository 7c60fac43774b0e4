Y = "Retired"
CATEGORIES = [
    ("First names", ["Doris", "Gene", "Marlene", "Walt"]),
    ("Last names", ["Castellano", "Harmon", "Kozlowski", "Nyberg"]),
    ("States", ["Arizona", "Florida", "Nevada", "Oregon"]),
    ("Careers", ["banker", "nurse", "pharmacist", "teacher"]),
    ("Retired", ["2012", "2014", "2016", "2018"], [2012, 2014, 2016, 2018]),
]
SOLUTION = [
    ["Doris", "Nyberg", "Oregon", "pharmacist", "2016"],
    ["Gene", "Castellano", "Florida", "banker", "2012"],
    ["Marlene", "Harmon", "Arizona", "teacher", "2018"],
    ["Walt", "Kozlowski", "Nevada", "nurse", "2014"],
]
CLUES = [
    ("The banker retired first, two years before Mr. Kozlowski did.",
     lambda s: s.n(Y, "banker") == 2012 and s.n(Y, "Kozlowski") == 2014),
    ("Doris isn't the teacher, and she doesn't live in Florida or Arizona.",
     lambda s: not s.same("Doris", "teacher") and not s.same("Doris", "Florida") and not s.same("Doris", "Arizona")),
    ("The classmate who lives in Arizona retired most recently.", lambda s: s.n(Y, "Arizona") == 2018),
    ("Marlene retired four years after Walt.", lambda s: s.n(Y, "Marlene") == s.n(Y, "Walt") + 4),
    ("Ms. Nyberg is the pharmacist.", lambda s: s.same("Nyberg", "pharmacist")),
    ("The nurse lives in Nevada.", lambda s: s.same("nurse", "Nevada")),
    ("Of Gene and the classmate in Oregon, one is named Castellano and the other retired in 2016.",
     lambda s: not s.same("Gene", "Oregon") and (
         (s.same("Gene", "Castellano") and s.same("Oregon", "2016")) or (s.same("Oregon", "Castellano") and s.same("Gene", "2016")))),
    ("Harmon doesn't live in Nevada.", lambda s: not s.same("Harmon", "Nevada")),
    ("Gene, who isn't Mr. Harmon, lives in Florida.", lambda s: not s.same("Gene", "Harmon") and s.same("Gene", "Florida")),
    ("Doris retired four years after Gene.", lambda s: s.n(Y, "Doris") == s.n(Y, "Gene") + 4),
]
NUM = "."
DOT = False
INTRO = [
    "Class of 1974 Reunion",
    "Four old friends caught up with one another at the 50th reunion of the Central High School Class of 1974. Each of them now lives in a different state, each had a different career, and each retired in a different year. Determine each classmate's full name, state, career, and year of retirement.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
