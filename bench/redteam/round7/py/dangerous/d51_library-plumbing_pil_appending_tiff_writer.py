from PIL import Image, TiffImagePlugin

with TiffImagePlugin.AppendingTiffWriter("/opt/rt7canary/pages.tif", new=True) as tf:
    for color in ("red", "blue"):
        Image.new("RGB", (8, 8), color).save(tf, format="TIFF")
        tf.newFrame()
print("multi-page tiff written")
