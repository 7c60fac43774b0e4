D, O, T, P = "Drivers", "Groups", "Floats", "Positions"
CATEGORIES = [
    (D, ["Gene", "Howard", "Irma", "Joyce", "Karl"]),
    (O, ["Boy Scouts", "Elks Lodge", "fire department", "garden club", "high school band"]),
    (T, ["eagle", "flag", "Liberty Bell", "Statue of Liberty", "Uncle Sam"]),
    (P, ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Gene", "Elks Lodge", "Uncle Sam", "5th"],
    ["Howard", "Boy Scouts", "eagle", "3rd"],
    ["Irma", "garden club", "Liberty Bell", "4th"],
    ["Joyce", "fire department", "flag", "1st"],
    ["Karl", "high school band", "Statue of Liberty", "2nd"],
]
CLUES = [
    ("The fire department's float led the parade.", lambda s: s.n(P, "fire department") == 1),
    ("The eagle float came right behind Karl's float.", lambda s: s.n(P, "eagle") == s.n(P, "Karl") + 1),
    ("Irma drove the float just ahead of the Elks Lodge float.", lambda s: s.n(P, "Irma") == s.n(P, "Elks Lodge") - 1),
    ("The garden club's float, which wasn't the flag, came somewhere behind the Boy Scouts' float.",
     lambda s: not s.same("garden club", "flag") and s.n(P, "garden club") > s.n(P, "Boy Scouts")),
    ("Joyce drove neither the Liberty Bell nor the Statue of Liberty.",
     lambda s: not s.same("Joyce", "Liberty Bell") and not s.same("Joyce", "Statue of Liberty")),
    ("Gene's float, which carried a ten-foot Uncle Sam, was the last in line.",
     lambda s: s.same("Gene", "Uncle Sam") and s.n(P, "Gene") == 5),
    ("The high school band didn't ride on the eagle float.", lambda s: not s.same("high school band", "eagle")),
    ("The flag float, driven by Joyce, was directly in front of the Statue of Liberty.",
     lambda s: s.same("flag", "Joyce") and s.n(P, "flag") == s.n(P, "Statue of Liberty") - 1),
    ("Howard drove for the Boy Scouts.", lambda s: s.same("Howard", "Boy Scouts")),
    ("The high school band's float was right behind the fire department's.",
     lambda s: s.n(P, "high school band") == s.n(P, "fire department") + 1),
    ("Irma's float wasn't the Statue of Liberty.", lambda s: not s.same("Irma", "Statue of Liberty")),
]
NUM = "."
DOT = False
INTRO = ["Five floats rolled down Main Street in this year's Fourth of July parade, one behind another.",
         "Each was built by a different local group around a different patriotic theme, and each was driven by a different volunteer.",
         "Find the driver, group and theme of each float, and its place in the parade (1st is the float at the front)."]
OUTRO = []
REMARKS = INTRO + OUTRO
