Y = "Launch years"
K = "Masses"
CATEGORIES = [
    ("Probes", ["Argo", "Beacon", "Corsair", "Dauntless", "Envoy"]),
    ("Targets", ["Mercury", "Venus", "Mars", "Jupiter", "Saturn"]),
    ("Launch years", ["2003", "2005", "2007", "2009", "2011"], [2003, 2005, 2007, 2009, 2011]),
    ("Masses", ["450 kg", "600 kg", "750 kg", "900 kg", "1050 kg"], [450, 600, 750, 900, 1050]),
    ("Scientists", ["Dr. Adebayo", "Dr. Brandt", "Dr. Castillo", "Dr. Duval", "Dr. Eng"]),
]
SOLUTION = [
    ["Argo", "Jupiter", "2007", "900 kg", "Dr. Castillo"],
    ["Beacon", "Venus", "2003", "450 kg", "Dr. Eng"],
    ["Corsair", "Mars", "2011", "600 kg", "Dr. Adebayo"],
    ["Dauntless", "Saturn", "2005", "1050 kg", "Dr. Brandt"],
    ["Envoy", "Mercury", "2009", "750 kg", "Dr. Duval"],
]
CLUES = [
    ("The probe sent to Saturn is 150 kg heavier than Argo.",
     lambda s: s.n(K, "Saturn") == s.n(K, "Argo") + 150),
    ("Dr. Eng's probe was launched 4 years before Argo.",
     lambda s: s.n(Y, "Dr. Eng") == s.n(Y, "Argo") - 4),
    ("Of Corsair and the 750-kg probe, one went to Mars and the other was led by Dr. Duval.",
     lambda s: not s.same("Corsair", "750 kg") and (
         (s.same("Corsair", "Mars") and s.same("750 kg", "Dr. Duval")) or
         (s.same("Corsair", "Dr. Duval") and s.same("750 kg", "Mars")))),
    ("The five probes are Beacon, the one led by Dr. Brandt, the Jupiter probe, the probe launched in 2011 and the 750-kg probe.",
     lambda s: len({s.e(x) for x in ["Beacon", "Dr. Brandt", "Jupiter", "2011", "750 kg"]}) == 5),
    ("The lightest probe went to Venus.",
     lambda s: s.same("450 kg", "Venus")),
    ("Neither Dr. Adebayo's probe nor the Mercury probe was launched in 2005.",
     lambda s: not s.same("Dr. Adebayo", "2005") and not s.same("Mercury", "2005")),
    ("The 2009 probe is either Envoy or the one led by Dr. Castillo.",
     lambda s: s.same("2009", "Envoy") != s.same("2009", "Dr. Castillo")),
    ("Corsair was launched sometime after Dr. Duval's probe.",
     lambda s: s.n(Y, "Corsair") > s.n(Y, "Dr. Duval")),
    ("The Jupiter probe wasn't launched 2 years after the Mercury probe.",
     lambda s: s.n(Y, "Jupiter") != s.n(Y, "Mercury") + 2),
    ("Dr. Brandt's probe weighs 450 kg more than Dr. Adebayo's.",
     lambda s: s.n(K, "Dr. Brandt") == s.n(K, "Dr. Adebayo") + 450),
    ("Beacon was the first of the five to be launched.",
     lambda s: s.n(Y, "Beacon") == 2003),
    ("Corsair is lighter than Argo.",
     lambda s: s.n(K, "Corsair") < s.n(K, "Argo")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
