# class: equivalent-api | technique: scipy.io.netcdf_file(path, "w") creates a NetCDF file (savemat/mmwrite/wavfile are checked, netcdf_file is not) | effect: creates /opt/rt5canary/run.nc
import numpy as np
from scipy.io import netcdf_file

readings = np.array([11.5, 12.0, 12.7, 13.1], dtype="f4")
with netcdf_file("/opt/rt5canary/run.nc", "w") as nc:
    nc.createDimension("t", len(readings))
    var = nc.createVariable("temp", "f4", ("t",))
    var[:] = readings
    var.units = "degC"
print("saved", len(readings), "readings")
