W = "Weights"
CATEGORIES = [
    ("Members", ["Austin", "Brianna", "Cody", "Kaylee", "Tanner"]),
    ("Breeds", ["Berkshire", "Duroc", "Hampshire", "Poland China", "Yorkshire"]),
    ("Weights", ["248 pounds", "256 pounds", "263 pounds", "271 pounds", "279 pounds"], [248, 256, 263, 271, 279]),
    ("Towns", ["Elk Point", "Harlan", "Millbrook", "Red Oak", "Sutton"]),
]
SOLUTION = [
    ["Austin", "Duroc", "271 pounds", "Harlan"],
    ["Brianna", "Berkshire", "248 pounds", "Red Oak"],
    ["Cody", "Yorkshire", "279 pounds", "Elk Point"],
    ["Kaylee", "Hampshire", "256 pounds", "Sutton"],
    ["Tanner", "Poland China", "263 pounds", "Millbrook"],
]
CLUES = [
    ("The Yorkshire was the heaviest hog in the show.", lambda s: s.n(W, "Yorkshire") == 279),
    ("Brianna's hog weighed 8 pounds less than the Hampshire.", lambda s: s.n(W, "Brianna") == s.n(W, "Hampshire") - 8),
    ("The hog from Millbrook weighed 7 pounds more than Kaylee's.", lambda s: s.n(W, "Millbrook") == s.n(W, "Kaylee") + 7),
    ("Neither Austin nor Cody lives in Red Oak or Sutton.",
     lambda s: all(not s.same(a, b) for a in ("Austin", "Cody") for b in ("Red Oak", "Sutton"))),
    ("The Duroc, which isn't Cody's, weighed 271 pounds.",
     lambda s: not s.same("Duroc", "Cody") and s.same("Duroc", "271 pounds")),
    ("Tanner's hog is either the Poland China or the one from Elk Point.",
     lambda s: s.same("Tanner", "Poland China") != s.same("Tanner", "Elk Point")),
    ("The lightest hog came from Red Oak.", lambda s: s.n(W, "Red Oak") == 248),
    ("The hog from Harlan weighed more than the one from Millbrook.", lambda s: s.n(W, "Harlan") > s.n(W, "Millbrook")),
    ("Austin's hog weighed more than Tanner's but less than Cody's.",
     lambda s: s.n(W, "Tanner") < s.n(W, "Austin") < s.n(W, "Cody")),
    ("Brianna didn't raise the Poland China.", lambda s: not s.same("Brianna", "Poland China")),
    ("The hog from Harlan isn't Cody's.", lambda s: not s.same("Harlan", "Cody")),
]
NUM = "."
DOT = False
INTRO = [
    "Market Hog Show",
    "Five 4-H members showed market hogs at the Clay County Fair this August. Each hog was a different breed and weighed in at a different weight, and each member comes from a different town in the county. Find each member's breed of hog, its weight, and the member's hometown.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
