D = "Dates"
K = "Likes"
CATEGORIES = [
    ("Photographers", ["Akemi", "Bjorn", "Cleo", "Hadley", "Ruairi"]),
    ("Parks", ["Kamo River", "Maple Hill", "Old Castle", "Shrine Garden", "West Pond"]),
    ("Trees", ["Kanzan", "Okame", "Shirotae", "Somei Yoshino", "Yoko"]),
    ("Dates", ["April 1", "April 4", "April 7", "April 10", "April 13"], [1, 4, 7, 10, 13]),
    ("Likes", ["300 likes", "450 likes", "600 likes", "750 likes", "900 likes"], [300, 450, 600, 750, 900]),
]
SOLUTION = [
    ["Akemi", "Old Castle", "Shirotae", "April 7", "900 likes"],
    ["Bjorn", "West Pond", "Kanzan", "April 13", "300 likes"],
    ["Cleo", "Kamo River", "Okame", "April 1", "600 likes"],
    ["Hadley", "Maple Hill", "Yoko", "April 10", "450 likes"],
    ["Ruairi", "Shrine Garden", "Somei Yoshino", "April 4", "750 likes"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The photo taken at West Pond got 150 fewer likes than Hadley's photo.", lambda s: s.n(K, "West Pond") == s.n(K, "Hadley") - 150),
    ("The Okame was photographed 6 days before the Shirotae.", lambda s: s.n(D, "Okame") == s.n(D, "Shirotae") - 6),
    ("Of Ruairi and the photographer at Old Castle, one shot the Somei Yoshino and the other's photo got the most likes.",
     lambda s: s.e("Ruairi") != s.e("Old Castle") and (
         (s.same("Ruairi", "Somei Yoshino") and s.n(K, "Old Castle") == 900) or
         (s.same("Old Castle", "Somei Yoshino") and s.n(K, "Ruairi") == 900))),
    ("The last photo of the season got the fewest likes.", lambda s: s.same("April 13", "300 likes")),
    ("The five photographers are Cleo, the one who shot the Kanzan, the one at Maple Hill, the one who took a photo on April 4 and the one whose photo got 900 likes.",
     lambda s: diff(s, "Cleo", "Kanzan", "Maple Hill", "April 4", "900 likes")),
    ("The Kamo River photo got 150 more likes than the Yoko photo.", lambda s: s.n(K, "Kamo River") == s.n(K, "Yoko") + 150),
    ("Neither Bjorn nor Akemi photographed the Okame.", lambda s: not s.same("Bjorn", "Okame") and not s.same("Akemi", "Okame")),
    ("Hadley's photo was taken sometime after Akemi's.", lambda s: s.n(D, "Hadley") > s.n(D, "Akemi")),
    ("Either the Shrine Garden photo or the Maple Hill photo was taken on April 4.",
     lambda s: s.same("Shrine Garden", "April 4") != s.same("Maple Hill", "April 4")),
    ("Cleo's photo wasn't taken 9 days before Bjorn's.", lambda s: s.n(D, "Cleo") != s.n(D, "Bjorn") - 9),
    ("The Somei Yoshino photo got 450 more likes than Bjorn's.", lambda s: s.n(K, "Somei Yoshino") == s.n(K, "Bjorn") + 450),
]
NUM = "."
DOT = False
INTRO = ["Five photographers each shot one kind of cherry tree in bloom, in a different park, on a different day."]
OUTRO = []
REMARKS = INTRO + OUTRO
