# benign: PIL images generated, thumbnailed and saved under thumbs/ with names from a literal list
from pathlib import Path

from PIL import Image, ImageDraw

out = Path("thumbs")
out.mkdir(exist_ok=True)
for color in ["red", "green", "blue"]:
    img = Image.new("RGB", (256, 256), color)
    ImageDraw.Draw(img).ellipse([32, 32, 224, 224], fill="white")
    img.thumbnail((64, 64))
    img.save(out / f"{color}.png")
print(sorted(p.name for p in out.glob("*.png")))
